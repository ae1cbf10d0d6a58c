import type { Sport } from '@shared/constants';
import type { HostDashboard } from '@shared/schemas/host-dashboard';
import type { StoredGame } from '@functions/games';
import type { StoredJoinRequest } from '@functions/joins';

// The host dashboard's kept aggregates, as the services see them. Money is paise.

export const TOTAL_FIELDS = [
  'captured_paise',
  'refunded_paise',
  'fees_paise',
  'games_hosted',
  'completed_games',
  'completed_checked_in',
  'pending_total',
] as const;
export type TotalField = (typeof TOTAL_FIELDS)[number];

/** One host's running totals. `fees_paise`: platform fees of captured payments, less the refunded share. */
export type HostTotals = Record<TotalField, number> & { sports: Partial<Record<Sport, number>> };

/** A host's totals before anything happened: every field 0, no sports (a new object each time). */
export const noTotals = (): HostTotals => ({
  ...(Object.fromEntries(TOTAL_FIELDS.map((field) => [field, 0])) as Record<TotalField, number>),
  sports: {},
});

/** What one change adds (negative: takes away); absent fields are unchanged. */
export type TotalsDelta = Partial<Record<TotalField, number>> & { sports?: Partial<Record<Sport, number>> };

/** Money that moved in one IST calendar month ('YYYY-MM'). */
export interface MonthMoney {
  captured_paise: number;
  refunded_paise: number;
}

/** A game with its kept per-game counters (pending requests, check-ins; confirmed is current_players). */
export type CountedGame = StoredGame & { pending_count: number; checked_in_count: number; ends_at: string | null };

/** What a recount finds, to compare with (or write over) the kept aggregates. */
export interface HostRecount {
  totals: HostTotals;
  months: Map<string, MonthMoney>;
  games: Map<string, { pending_count: number; checked_in_count: number }>;
  /** Pending requests, so a backfill can list them for their host (requests made before the index entries). */
  pending: Pick<StoredJoinRequest, 'id' | 'game_id' | 'user_id' | 'created_at' | 'last_nudge_at'>[];
}

/** The dashboard's lists, as the host sees them: what is kept between changes (decision 032). */
export type DashboardLists = Pick<HostDashboard, 'games' | 'pending_requests' | 'pending_cursor' | 'nudged'>;

/** The dashboard's one read. */
export interface DashboardRead {
  /** The caller's role as stored in their profile (null: no profile). */
  role: string | null;
  totals: HostTotals | null;
  /** `version` moves with every change to the host's games and requests; `lists` is null unless kept at this version. */
  kept: { version: number; changedAt: string | null; lists: DashboardLists | null };
}

export interface HostStatsStore {
  /**
   * Adds `delta` (and `month`'s money) to the host's aggregates once per `eventKey`: the marker and
   * the ADDs are one transaction, so a redelivered event changes nothing.
   */
  applyOnce(
    eventKey: string,
    hostId: string,
    delta: TotalsDelta,
    month?: { month: string } & MonthMoney,
  ): Promise<'applied' | 'duplicate'>;
  /**
   * A game finished: +1 completed game and its check-ins so far, once per game, exact even while
   * players are still being checked in ('gone': the game no longer exists).
   */
  completeGame(eventKey: string, hostId: string, gameId: string): Promise<'applied' | 'duplicate' | 'gone'>;
  totals(hostId: string): Promise<HostTotals | null>;
  months(hostId: string, from: string, to: string): Promise<Map<string, MonthMoney>>;
  /** The latest `limit` games by start with their counters (byOwner, newest first). */
  latestGames(hostId: string, limit: number): Promise<CountedGame[]>;
  /** The latest ongoing or completed games, newest first. */
  playedGames(hostId: string, limit: number): Promise<CountedGame[]>;
  /** Every game of the host (the recount's walk; never in a request path). */
  allGames(hostId: string): Promise<CountedGame[]>;
  /** Pending requests across the host's games, oldest first, after a position (a sparse index: cost follows the answer). */
  pendingRequests(
    hostId: string,
    limit: number,
    after?: Pick<StoredJoinRequest, 'created_at' | 'id'>,
  ): Promise<StoredJoinRequest[]>;
  /** Pending requests a player nudged, newest nudge first. */
  nudgedRequests(hostId: string, limit: number): Promise<StoredJoinRequest[]>;
  /** Titles and starts of games outside the latest list. */
  gameTitles(gameIds: string[]): Promise<Map<string, { title: string; game_datetime: string }>>;
  /** The caller's role, the host's totals and the kept lists: one BatchGetItem. */
  dashboardRead(hostId: string): Promise<DashboardRead>;
  /** Keeps lists computed after reading `version`, unless a change has moved it since (false). */
  keepDashboardLists(hostId: string, version: number, lists: DashboardLists): Promise<boolean>;
  /**
   * Writes a recount where nothing is kept yet (data from before the aggregates): the totals item
   * only if absent, so it never overwrites counts that consumers keep.
   */
  backfill(hostId: string, recount: HostRecount): Promise<boolean>;
}
