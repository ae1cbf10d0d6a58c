import { gameSeriesStartedV1 } from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { seriesService, seriesServiceAt } from '../series/series-wiring';

// Makes the games of repeating series for the weeks ahead (decision 068): a new series' at once
// (GameSeriesStarted.v1), every active series' once a day (the manifest's schedule). Both re-derive
// from the stored series, and a date's game has one id, so a repeat makes nothing twice.
const consumer = eventHandler({
  name: 'fill-game-series',
  once: 'replay-safe',
  routes: {
    'GameSeriesStarted.v1': on(gameSeriesStartedV1, (e) => seriesService().fill(e.seriesId)),
  },
});

/** EventBridge's scheduled event: `time` is the moment the schedule fired, the job's now. */
interface ScheduledEvent {
  'detail-type': 'Scheduled Event';
  time?: string;
}
type Invocation = Parameters<typeof consumer>[0] | ScheduledEvent;

const isScheduled = (event: Invocation): event is ScheduledEvent =>
  'detail-type' in event && event['detail-type'] === 'Scheduled Event';

export const handler = async (event: Invocation, context?: Parameters<typeof consumer>[1]) => {
  if (!isScheduled(event)) return consumer(event as Parameters<typeof consumer>[0], context);
  const firedAt = event.time ? new Date(event.time) : new Date();
  return seriesServiceAt({ now: () => firedAt }).fillAll();
};

/** The detail-types the manifest subscribes this consumer to. */
export const SERIES_FILL_EVENTS = consumer.detailTypes;
