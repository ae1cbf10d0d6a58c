import type { GameStatus } from '@shared/rules/game-status';

// What travels on the live channels: only what the channel's readers may see, and no more than
// the web needs to know which of its screens to refresh. The screens re-read their own data (the
// API decides what each reader sees); the game channel carries its public numbers so a page
// watched by many readers updates without each of them asking at once.

/** On /user/<sub>: one of your requests changed (a decision, an offer, a payment, a promotion). */
export interface MyRequestMessage {
  kind: 'my-request';
  gameId: string;
  requestId: string;
  /** The domain event behind it, e.g. 'JoinDecided.v1'. */
  cause: string;
}

/** On /host/<sub>: a request of one of your games changed (new, withdrawn, paid, nudged, …). */
export interface HostGameMessage {
  kind: 'host-game';
  gameId: string;
  cause: string;
}

/** On /game/<id>: the game's public numbers after the change. */
export interface GameMessage {
  kind: 'game';
  gameId: string;
  status: GameStatus;
  currentPlayers: number;
  maxPlayers: number;
}

/**
 * On /user/<sub>: a notification was added to your bell (any kind: a decision, a reminder, a
 * community's answer). Sent by whoever wrote it, right after the write, so the bell reads it at once.
 */
export interface BellMessage {
  kind: 'bell';
}

export type LiveMessage = MyRequestMessage | HostGameMessage | GameMessage | BellMessage;
