import type { PlayerSkillLevel } from '@shared/rules/profile-preferences';
import type { SkillRating } from '@shared/rules/skill-levels';
import type { GameResult, RatingChange } from '@shared/schemas/teams';

// What teams and ratings need from the outside world. Adapters implement these; tests pass fakes.

/** A member of a stored team: a checked-in player (with their account) or a walk-in. */
export interface StoredMember {
  id: string;
  name: string;
  kind: 'player' | 'walk_in';
  /** The player's account (never sent to other players); null for a walk-in. */
  user_id: string | null;
  /** Skill points when the teams were saved. */
  points: number;
  /** A walk-in's level, which is all the rating a walk-in has. */
  level: PlayerSkillLevel | null;
}

/** A player's rating before and after this game's result, kept so an edit can take it back. */
export interface AppliedRating {
  before: SkillRating;
  after: SkillRating;
}

/** A game's teams and, once recorded, its result: one item, so a split can't change under a result. */
export interface StoredGameTeams {
  game_id: string;
  host_id: string;
  sport: string;
  teams: { name: string; members: StoredMember[] }[];
  saved_at: string;
  result: GameResult | null;
  /** By user id: what the result did to each rated player's rating. */
  applied: Record<string, AppliedRating> | null;
  /** Moves on every write: the condition that makes a write lose to one it did not see. */
  version: number;
}

/** A player's rating in one sport, with the last few changes. */
export interface StoredRating extends SkillRating {
  user_id: string;
  sport: string;
  games: number;
  history: RatingChange[];
  updated_at: string;
  /** Moves on every write; a result's transaction is conditioned on the version it read. */
  version: number;
}

export type TeamsWrite = 'saved' | 'stale' | 'result-recorded';

export interface TeamsRepository {
  get(gameId: string): Promise<StoredGameTeams | null>;
  /** Saves the split unless another write came first, or a result is recorded. */
  saveTeams(next: StoredGameTeams, expectedVersion: number | null): Promise<TeamsWrite>;
  /**
   * Writes the result and every moved rating in one transaction, each conditioned on the version
   * read: 'stale' when any changed meanwhile (the caller reads again and retries).
   */
  recordResult(
    next: StoredGameTeams,
    expectedVersion: number,
    ratings: { next: StoredRating; expectedVersion: number | null }[],
  ): Promise<'recorded' | 'stale'>;
  /** Writes a changed sheet (a deleted player taken off it) unless another write came first. */
  replaceSheet(next: StoredGameTeams, expectedVersion: number): Promise<boolean>;
}

export interface RatingRepository {
  /** The ratings of these players in one sport; a player with none is left out. */
  ofPlayers(userIds: string[], sport: string): Promise<Map<string, StoredRating>>;
  /** Every sport a player has a rating in. */
  ofPlayer(userId: string): Promise<StoredRating[]>;
  /** Deletes a player's ratings in these sports (gone already: no error). */
  erase(userId: string, sports: string[]): Promise<void>;
}
