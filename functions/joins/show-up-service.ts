import {
  gameOutcomes,
  recordOf,
  type ShowUpOutcome,
  type ShowUpRecord,
  type ShowUpRequest,
} from '@shared/rules/show-up';

// Show-up records (decision 056), kept and recounted with the same rule. A settle reads a game and
// its requests as stored now and moves every player's outcome of that game to what the rule says,
// so it is the answer to every event that can change one (the game completed or was called off, a
// pass scanned after the end): each repeat or late delivery finds nothing left to move.

const PARALLEL_MOVES = 10;
const SETTLE_ATTEMPTS = 4;

export interface ShowUpGameState {
  game: { status: string; game_datetime: string; ends_at: string };
  requests: ShowUpRequest[];
}

/** What the record needs from the table (the adapter is adapters/show-up-store.ts). */
export interface ShowUpStorePort {
  record(userId: string): Promise<ShowUpRecord>;
  records(userIds: readonly string[]): Promise<Map<string, ShowUpRecord>>;
  gameState(gameId: string): Promise<ShowUpGameState | null>;
  markers(gameId: string, userIds: readonly string[]): Promise<Map<string, ShowUpOutcome>>;
  move(
    userId: string,
    gameId: string,
    from: ShowUpOutcome | null,
    to: ShowUpOutcome | null,
    endsAt: string,
  ): Promise<boolean>;
  playerGameIds(userId: string): Promise<string[]>;
  playerMarkers(userId: string): Promise<Map<string, ShowUpOutcome>>;
  overwrite(
    userId: string,
    record: ShowUpRecord,
    outcomes: Map<string, { outcome: ShowUpOutcome; endsAt: string }>,
    stale: string[],
  ): Promise<void>;
  erase(userId: string): Promise<void>;
}

export interface Recount {
  record: ShowUpRecord;
  outcomes: Map<string, { outcome: ShowUpOutcome; endsAt: string }>;
}

export function createShowUpService(store: ShowUpStorePort) {
  /** One pass of a settle: false when a marker changed under it (another settle of the same game). */
  async function settleOnce(gameId: string): Promise<boolean> {
    const state = await store.gameState(gameId);
    if (!state) return true;
    const outcomes = gameOutcomes(state.game, state.requests);
    // A deleted account's request is left alone: its record and markers went with the account.
    const players = [...new Set(state.requests.filter((r) => !r.anonymised_at).map((r) => r.user_id))];
    const counted = await store.markers(gameId, players);
    const moves = players.filter((id) => (counted.get(id) ?? null) !== (outcomes.get(id) ?? null));
    let clean = true;
    for (let start = 0; start < moves.length; start += PARALLEL_MOVES) {
      const done = await Promise.all(
        moves
          .slice(start, start + PARALLEL_MOVES)
          .map((id) => store.move(id, gameId, counted.get(id) ?? null, outcomes.get(id) ?? null, state.game.ends_at)),
      );
      clean &&= done.every(Boolean);
    }
    return clean;
  }

  /** Brings every player's outcome of one game in line with its stored state; safe to repeat. */
  async function settle(gameId: string): Promise<void> {
    for (let attempt = 0; attempt < SETTLE_ATTEMPTS; attempt++) if (await settleOnce(gameId)) return;
    throw new Error(`show-up record of game ${gameId}: markers kept changing while it settled`);
  }

  /** A player's record as the stored games and requests say it should be (no write). */
  async function recount(userId: string): Promise<Recount> {
    const outcomes = new Map<string, { outcome: ShowUpOutcome; endsAt: string }>();
    for (const gameId of await store.playerGameIds(userId)) {
      const state = await store.gameState(gameId);
      const outcome = state && gameOutcomes(state.game, state.requests).get(userId);
      if (outcome) outcomes.set(gameId, { outcome, endsAt: state.game.ends_at });
    }
    return { record: recordOf([...outcomes.values()].map((o) => o.outcome)), outcomes };
  }

  /** Writes a recount over the kept record and markers (the repair script). */
  async function repair(userId: string): Promise<{ record: ShowUpRecord; changed: boolean }> {
    const [counted, kept] = await Promise.all([recount(userId), store.record(userId)]);
    const markers = await store.playerMarkers(userId);
    const stale = [...markers.keys()].filter((gameId) => !counted.outcomes.has(gameId));
    const same =
      stale.length === 0 &&
      JSON.stringify(kept) === JSON.stringify(counted.record) &&
      [...counted.outcomes].every(([gameId, { outcome }]) => markers.get(gameId) === outcome);
    if (!same) await store.overwrite(userId, counted.record, counted.outcomes, stale);
    return { record: counted.record, changed: !same };
  }

  return {
    settle,
    recount,
    repair,
    record: (userId: string) => store.record(userId),
    records: (userIds: readonly string[]) => store.records(userIds),
    /** The outcome each counted game gave the player (their data export). */
    outcomesOf: async (userId: string) =>
      [...(await store.playerMarkers(userId))].map(([game_id, outcome]) => ({ game_id, outcome })),
    erase: (userId: string) => store.erase(userId),
  };
}
export type ShowUpService = ReturnType<typeof createShowUpService>;
