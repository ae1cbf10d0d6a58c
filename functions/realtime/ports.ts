import type { GameStatus } from '@shared/rules/game-status';
import type { LiveMessage } from '@shared/realtime/messages';

/** Publishes to one channel of the live-update API (AppSync Events in AWS, the stand-in locally). */
export interface LivePublisher {
  /** Resolves once the API took every message; throws otherwise, so the event is delivered again. */
  publish(channel: string, messages: LiveMessage[]): Promise<void>;
}

/** The game's public numbers as stored; null when the game is gone. */
export interface PublicGameNumbers {
  status: GameStatus;
  current_players: number;
  max_players: number;
}

export interface GameNumbersReader {
  get(gameId: string): Promise<PublicGameNumbers | null>;
}
