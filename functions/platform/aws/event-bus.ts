import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { EVENT_SOURCE } from '@shared/events';

export interface OutgoingEvent {
  detailType: string;
  detail: string;
  time: Date;
}

/** Puts events on the bus; returns the indexes EventBridge refused, so callers can retry them. */
export type EventBus = (events: OutgoingEvent[]) => Promise<number[]>;

// AWS_ENDPOINT_URL_EVENTBRIDGE points this at the local bus when the local stack runs.
export function eventBridgeBus(busName: string, client = new EventBridgeClient({})): EventBus {
  return async (events) => {
    const failed: number[] = [];
    // PutEvents takes at most 10 entries a call.
    for (let start = 0; start < events.length; start += 10) {
      const chunk = events.slice(start, start + 10);
      const result = await client.send(
        new PutEventsCommand({
          Entries: chunk.map((event) => ({
            EventBusName: busName,
            Source: EVENT_SOURCE,
            DetailType: event.detailType,
            Detail: event.detail,
            Time: event.time,
          })),
        }),
      );
      result.Entries?.forEach((entry, index) => {
        if (entry.ErrorCode) failed.push(start + index);
      });
    }
    return failed;
  };
}
