import type { Game } from '@shared/schemas/game';
import type { CellCover } from '@shared/rules/geo';
import type { ScheduledStatus } from '@shared/rules/game-status';
import type { PendingEvent } from '../platform/event-ports';

// What the game use cases need from the outside world. Adapters implement these; tests pass fakes.

/** A game as stored: the API's game without what reads add (host card, host standing, distance). */
export type StoredGame = Omit<Game, 'host' | 'host_standing' | 'distance_km'>;

export type GameHost = NonNullable<Game['host']>;

export interface GameWindow {
  /** ISO instants; games starting after `from` and before `to` (open-ended without it). */
  from: string;
  to?: string;
  sport?: string;
  skill_level?: string;
  /** Only games without an entry fee. */
  free?: boolean;
}

/** A page of games in start order, after a position (a cursor's content), with what it cost. */
export interface GameListQuery {
  window: GameWindow;
  limit: number;
  /** Games strictly after this one in start order (start, then id). */
  after?: GamePosition;
  /** Checks the index can't make (distance, words); rejected games still count as read. */
  accept: (game: StoredGame) => boolean;
}

export interface GamePosition {
  game_datetime: string;
  id: string;
}

export interface GamePage {
  games: StoredGame[];
  /** Where the next page starts, when more may follow. */
  next: GamePosition | null;
  /** Items the store read for this page. */
  read: number;
  /** Host cards the store read with the games (kept pages hold them), so they need no second read. */
  hosts?: Map<string, GameHost | null>;
}

export interface GameRepository {
  get(gameId: string): Promise<StoredGame | null>;
  /** Writes the game, its duplicate-title marker and the events atomically; 'duplicate' when the marker exists. */
  create(game: StoredGame, events: PendingEvent[]): Promise<'created' | 'duplicate'>;
  /**
   * Saves the host's edit of an upcoming game and moves the marker when title or date change, in one
   * transaction. 'duplicate': another game of the host holds the new title/day. 'refused': the game is
   * no longer the host's upcoming game, or has more players than the new maximum.
   */
  update(previous: StoredGame, next: StoredGame, events: PendingEvent[]): Promise<'updated' | 'duplicate' | 'refused'>;
  /** Deletes a game with no join requests (with its marker); 'has-requests' when one arrived meanwhile. */
  delete(game: StoredGame, events: PendingEvent[]): Promise<'deleted' | 'has-requests' | 'gone'>;
  /** Marks an upcoming game cancelled, takes it out of discover and frees its marker. */
  cancel(
    game: StoredGame,
    cancelledAt: string,
    events: PendingEvent[],
    /** Why, when the host said (called off for rain): stored on the game for its page. */
    reason?: 'rain',
  ): Promise<'cancelled' | 'gone'>;
  hasJoinRequests(gameId: string): Promise<boolean>;
  /**
   * Moves the game to a scheduled status with the event in the same transaction, only
   * while it still has the status, start and duration it was read with: 'stale' when it no longer does.
   */
  moveStatus(game: StoredGame, to: ScheduledStatus, at: string, events: PendingEvent[]): Promise<'moved' | 'stale'>;
  /** Games whose scheduled move is overdue at `now`: upcoming past their start, ongoing past their end (oldest first). */
  overdue(now: string, limit: number): Promise<StoredGame[]>;
  /** Upcoming games by start, soonest first, until `limit` of them pass `accept`. */
  upcoming(query: GameListQuery): Promise<GamePage>;
  /** The same, among games with coordinates in the cells of `cover`, read in start order across them. */
  near(cover: CellCover, query: GameListQuery): Promise<GamePage>;
  /** A host's games, latest start first. */
  byHost(hostId: string, limit: number): Promise<StoredGame[]>;
  /** Host cards (name, picture) of these users, from their profiles. */
  hosts(userIds: string[]): Promise<Map<string, GameHost>>;
  /** Records a report unless this user reported this game already (false). */
  addReport(report: { gameId: string; userId: string; reason: string; created_at: string }): Promise<boolean>;
}

// The cover-image uploads have their own ports.
export type * from './upload-ports';
