// A player's show-up record, from what happened at real games: the host scanned their pass
// (showed up), they held a spot and never arrived (no-show), or they gave their spot back in the
// last hours (late drop). Pure and without zod: the server keeps the record with these rules, the
// recount script recomputes it with them, and the profile, the request card and the check-in list
// show it with them.

const HOUR_MS = 60 * 60_000;
/** A confirmed player who withdraws this close to the start leaves the host a hole hard to fill. */
export const LATE_DROP_WINDOW_MS = 6 * HOUR_MS;
/** Below this many counted games a record says too little: the player shows as new, never as a low rate. */
export const NEW_PLAYER_GAMES = 3;
/** The lowest and highest minimum a host may ask for; below half the setting would refuse almost nobody. */
export const MIN_SHOW_UP_RATE = { min: 50, max: 100 } as const;

export type ShowUpOutcome = 'showed_up' | 'no_show' | 'late_drop';

/** The kept counts, one per outcome. */
export interface ShowUpRecord {
  showed_up: number;
  no_shows: number;
  late_drops: number;
}

export const EMPTY_SHOW_UP_RECORD: ShowUpRecord = { showed_up: 0, no_shows: 0, late_drops: 0 };

/** Which counter each outcome moves. */
export const OUTCOME_COUNTER: Record<ShowUpOutcome, keyof ShowUpRecord> = {
  showed_up: 'showed_up',
  no_show: 'no_shows',
  late_drop: 'late_drops',
};

/** What the rules read of a game. */
export interface ShowUpGame {
  status: string;
  game_datetime: string;
}

/** What the rules read of a join request (a withdrawal keeps the state it left and when). */
export interface ShowUpRequest {
  user_id: string;
  status: string;
  checked_in_at: string | null;
  withdrawn_from?: string | null;
  withdrawn_at?: string | null;
  /** A deleted account's request: it counts for nobody, so no record comes back for them. */
  anonymised_at?: string | null;
}

/**
 * Each player's outcome of one game. A game counts only once it completed, and only when the host
 * checked someone in: a cancelled game, or one whose host never scanned a pass, says nothing about
 * who came, so it counts for no one (an empty map).
 */
export function gameOutcomes(game: ShowUpGame, requests: readonly ShowUpRequest[]): Map<string, ShowUpOutcome> {
  const outcomes = new Map<string, ShowUpOutcome>();
  if (game.status !== 'completed') return outcomes;
  if (!requests.some((request) => request.status === 'confirmed' && request.checked_in_at)) return outcomes;
  const lateFrom = new Date(game.game_datetime).getTime() - LATE_DROP_WINDOW_MS;
  for (const request of requests) {
    if (request.anonymised_at) continue;
    if (request.status === 'confirmed') outcomes.set(request.user_id, request.checked_in_at ? 'showed_up' : 'no_show');
    else if (isLateDrop(request, lateFrom)) outcomes.set(request.user_id, 'late_drop');
  }
  return outcomes;
}

function isLateDrop(request: ShowUpRequest, lateFrom: number): boolean {
  if (request.status !== 'withdrawn' || request.withdrawn_from !== 'confirmed' || !request.withdrawn_at) return false;
  return new Date(request.withdrawn_at).getTime() >= lateFrom;
}

/** Adds outcomes up into a record (the recount's sum). */
export function recordOf(outcomes: Iterable<ShowUpOutcome>): ShowUpRecord {
  const record = { ...EMPTY_SHOW_UP_RECORD };
  for (const outcome of outcomes) record[OUTCOME_COUNTER[outcome]] += 1;
  return record;
}

/** Games that count: every game the player showed up to, missed or dropped late. */
export const countedGames = (record: ShowUpRecord) => record.showed_up + record.no_shows + record.late_drops;

export const isNewPlayer = (record: ShowUpRecord) => countedGames(record) < NEW_PLAYER_GAMES;

/** The whole percentage shown, rounded down: a rate just under a minimum never reads as meeting it. */
export const showUpRate = (record: ShowUpRecord) => {
  const games = countedGames(record);
  return games === 0 ? 0 : Math.floor((record.showed_up * 100) / games);
};

/** How the record reads on a profile, a request card or the check-in list. */
export type ShowUpSummary =
  | { kind: 'new'; label: 'New player'; lateDrops: number }
  | { kind: 'rated'; label: string; rate: number; games: string; lateDrops: number };

export const NEW_PLAYER_LABEL = 'New player';
export const SHOW_UP_RATE_LABEL = 'Show-up rate';

export function showUpSummary(record: ShowUpRecord): ShowUpSummary {
  if (isNewPlayer(record)) return { kind: 'new', label: NEW_PLAYER_LABEL, lateDrops: record.late_drops };
  const rate = showUpRate(record);
  return {
    kind: 'rated',
    label: `${rate}%`,
    rate,
    games: `${record.showed_up} of ${countedGames(record)} games`,
    lateDrops: record.late_drops,
  };
}

/** '1 late drop', '2 late drops'. */
export const lateDropsText = (count: number) => `${count} late ${count === 1 ? 'drop' : 'drops'}`;

/**
 * Whether a player may ask to join a game with this minimum: no minimum, a new player, or a
 * rate at least the minimum (compared exactly, not by the rounded percentage).
 */
export function meetsMinimum(record: ShowUpRecord, minimum: number | null | undefined): boolean {
  if (minimum == null || isNewPlayer(record)) return true;
  return record.showed_up * 100 >= minimum * countedGames(record);
}

export const SHOW_UP_MESSAGES = {
  belowMinimum: (minimum: number, record: ShowUpRecord) =>
    `This game asks for a show-up rate of at least ${minimum}%. Yours is ${showUpRate(record)}% (${record.showed_up} of ${countedGames(record)} games). Turn up to the games you join to raise it.`,
  minimumInvalid: `Minimum show-up rate must be a whole percentage from ${MIN_SHOW_UP_RATE.min} to ${MIN_SHOW_UP_RATE.max}, or off`,
} as const;

/** A minimum the host may set: off (null) or a whole percentage in range. */
export const isValidMinimum = (value: unknown): value is number | null =>
  value === null ||
  (typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= MIN_SHOW_UP_RATE.min &&
    value <= MIN_SHOW_UP_RATE.max);
