import type { HostGameMessage, MyRequestMessage } from '@shared/realtime/messages';
import { hostChannel, userChannel } from '@shared/realtime/channels';

// Which channels hear of a domain event, and what each is told. Pure: the consumer adds the game's
// public numbers (read when it handles the event, so a late or repeated delivery shows the latest).

/** The events the consumer turns into live messages, and who hears of each. */
export const LIVE_EVENTS = {
  'JoinRequested.v1': { player: true, host: true, game: false },
  'JoinDecided.v1': { player: true, host: true, game: true },
  'HostNudged.v1': { player: false, host: true, game: false },
  'JoinWithdrawn.v1': { player: true, host: true, game: true },
  'PlayerPromoted.v1': { player: true, host: true, game: true },
  // The host's other phones at the door: their check-in lists show the arrival.
  'PlayerCheckedIn.v1': { player: false, host: true, game: false },
  'PaymentConfirmed.v1': { player: true, host: true, game: true },
  'PaymentWaitlisted.v1': { player: true, host: true, game: false },
  'PaymentOffered.v1': { player: true, host: true, game: false },
  'PaymentOfferExpired.v1': { player: true, host: true, game: true },
  'RefundRequested.v1': { player: true, host: false, game: false },
  'GameUpdated.v1': { player: false, host: true, game: true },
  'GameCancelled.v1': { player: false, host: true, game: true },
  'GameStatusChanged.v1': { player: false, host: true, game: true },
} as const satisfies Record<string, { player: boolean; host: boolean; game: boolean }>;

export type LiveEventType = keyof typeof LIVE_EVENTS;

/** The fields the mapping reads: every live event names its game and host; request events their player. */
export interface LiveEventFields {
  gameId: string;
  hostId: string;
  userId?: string;
  requestId?: string;
}

export interface ChannelMessage {
  channel: string;
  message: MyRequestMessage | HostGameMessage;
}

/** The player's and the host's messages for an event; `publicGame` says whether the game's channel hears too. */
export function liveMessagesFor(
  cause: LiveEventType,
  event: LiveEventFields,
): { messages: ChannelMessage[]; publicGame: boolean } {
  const audience = LIVE_EVENTS[cause];
  const messages: ChannelMessage[] = [];
  if (audience.player && event.userId && event.requestId) {
    messages.push({
      channel: userChannel(event.userId),
      message: { kind: 'my-request', gameId: event.gameId, requestId: event.requestId, cause },
    });
  }
  if (audience.host) {
    messages.push({ channel: hostChannel(event.hostId), message: { kind: 'host-game', gameId: event.gameId, cause } });
  }
  return { messages, publicGame: audience.game };
}
