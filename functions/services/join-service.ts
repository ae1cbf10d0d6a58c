import { randomBytes, randomUUID } from 'node:crypto';
import { LIMITS } from '../../shared/constants';
import { carriesPass, canWithdraw, NUDGE_MESSAGES, nudgeCutoff, nudgeEligibility, type JoinRequestStatus } from '../../shared/rules/join-rules';
import { checkAnswers, JOIN_MESSAGES, REQUEST_MESSAGES, type JoinFields, type NudgeResult, type PlayerJoinRequest } from '../../shared/schemas/join';
import { ConflictError, NotFoundError, ValidationError } from './errors';
import type { Clock, GameRepository, GameSummary, JoinRequestRepository, StoredGame, StoredJoinRequest } from './ports';

// The player's side of joining (spec §2 join dialog and My Game Requests, §4 states and nudge,
// §7 join-game and nudge_host). Rules that must survive concurrency are conditions in the
// repository's writes; this decides what to write and explains refusals.

/** My Game Requests lists this many, newest first (the spec names no limit). */
const PLAYER_REQUESTS_SHOWN = 100;

/** An existing request: the 409 carries its status so the web can route (spec §8). */
export class RequestExistsError extends ConflictError {
  constructor(
    readonly status: JoinRequestStatus,
    readonly joinRequestId: string,
  ) {
    super(status === 'pending' ? JOIN_MESSAGES.requestAlreadySent : JOIN_MESSAGES.alreadyJoined);
  }
}

/** A game pass: 128 random bits, URL-safe (spec §2 QR; design §3 unguessable). */
export const newPassCode = () => randomBytes(16).toString('base64url');

export interface JoinDeps {
  games: Pick<GameRepository, 'get'>;
  requests: JoinRequestRepository;
  clock: Clock;
  newId?: () => string;
}

export function createJoinService(deps: JoinDeps) {
  const { games, requests, clock } = deps;
  const newId = deps.newId ?? randomUUID;

  async function join(userId: string, gameId: string, input: JoinFields): Promise<{ joinRequestId: string }> {
    const game = await games.get(gameId);
    if (!game) throw new NotFoundError(JOIN_MESSAGES.gameNotFound);
    const existing = await requests.get(gameId, userId);
    if (existing && existing.status !== 'withdrawn') throw new RequestExistsError(existing.status, existing.id);
    const now = clock.now().toISOString();
    refuseClosed(game, userId, now);
    const checked = checkAnswers(game.questions, input.answers);
    if (checked.errors.length) throw new ValidationError(checked.errors[0]!.message, checked.errors[0]!.field);
    const { contactInfo } = input;
    const request: StoredJoinRequest = {
      id: newId(),
      game_id: gameId,
      user_id: userId,
      status: 'pending',
      payment_status: game.price > 0 ? 'pending' : 'not_required',
      game_pass: null,
      contact_name: contactInfo.name,
      contact_email: contactInfo.email,
      contact_phone: contactInfo.phone,
      contact_instagram: contactInfo.instagram,
      answers: checked.answers,
      // A request withdrawn and made again keeps its nudges: withdrawing can't reset the limit.
      nudge_count: existing?.nudge_count ?? 0,
      last_nudge_at: existing?.last_nudge_at ?? null,
      host_message: null,
      created_at: now,
      updated_at: now,
      decided_at: null,
      checked_in_at: null,
    };
    const outcome = await requests.create(request, now, existing?.id ?? null, [
      { name: 'JoinRequested.v1', detail: { ...eventFields(request, game), playerName: request.contact_name } },
    ]);
    if (outcome === 'exists') {
      // A parallel submission won: answer as if this one came second.
      const winner = await requests.get(gameId, userId);
      throw new RequestExistsError(winner?.status ?? 'pending', winner?.id ?? request.id);
    }
    if (outcome === 'game-refused') {
      const current = await games.get(gameId);
      if (!current) throw new NotFoundError(JOIN_MESSAGES.gameNotFound);
      refuseClosed(current, userId, clock.now().toISOString());
      throw new ConflictError(JOIN_MESSAGES.notOpen);
    }
    return { joinRequestId: request.id };
  }

  /** The caller's own request (spec 'Own join request for a game'), or 404. */
  async function myRequest(userId: string, gameId: string): Promise<PlayerJoinRequest> {
    const request = await requests.get(gameId, userId);
    if (!request) throw new NotFoundError(REQUEST_MESSAGES.noRequest);
    const summaries = await requests.gameSummaries([gameId]);
    return playerView(request, summaries.get(gameId) ?? null);
  }

  /** My Game Requests: newest first, each with its game (spec §3 player view). */
  async function myRequests(userId: string): Promise<PlayerJoinRequest[]> {
    const list = await requests.byPlayer(userId, PLAYER_REQUESTS_SHOWN);
    const summaries = await requests.gameSummaries(list.map((r) => r.game_id));
    return list.map((request) => playerView(request, summaries.get(request.game_id) ?? null));
  }

  async function ownRequest(userId: string, requestId: string) {
    const request = await requests.getById(requestId);
    // Someone else's request is as unknown as a missing one.
    if (!request || request.user_id !== userId) throw new NotFoundError(REQUEST_MESSAGES.notFound);
    return request;
  }

  /** Spec §4 nudge, atomically: ten parallel nudges give one. */
  async function nudge(userId: string, requestId: string): Promise<NudgeResult> {
    let request = await ownRequest(userId, requestId);
    const now = clock.now();
    const eligible = nudgeEligibility(request, now);
    if (!eligible.allowed) return { success: false, message: eligible.reason, nudge_count: request.nudge_count };
    const game = await games.get(request.game_id);
    const nudged = await requests.nudge(request, now.toISOString(), nudgeCutoff(now), LIMITS.nudgesPerRequest, [
      { name: 'HostNudged.v1', detail: { ...eventFields(request, game), playerName: request.contact_name, nudgeCount: request.nudge_count + 1 } },
    ]);
    if (nudged) return { success: true, message: NUDGE_MESSAGES.success, nudge_count: request.nudge_count + 1 };
    // Lost to a parallel nudge or a decision: say why as of now.
    request = (await requests.get(request.game_id, userId)) ?? request;
    const after = nudgeEligibility(request, clock.now());
    return { success: false, message: after.allowed ? NUDGE_MESSAGES.notPending : after.reason, nudge_count: request.nudge_count };
  }

  /**
   * The player takes their request back (decision 013). A confirmed player's spot is freed in the
   * same transaction, and in a free game the earliest waitlisted player takes it.
   */
  async function withdraw(userId: string, requestId: string): Promise<{ status: 'withdrawn'; promoted: boolean }> {
    let request = await ownRequest(userId, requestId);
    for (let attempt = 0; attempt < 3; attempt++) {
      if (request.status === 'withdrawn') return { status: 'withdrawn', promoted: false };
      if (!canWithdraw(request.status)) throw new ConflictError(REQUEST_MESSAGES.notWithdrawable);
      const game = await games.get(request.game_id);
      const at = clock.now().toISOString();
      const done = await requests.withdraw(request, at, [
        { name: 'JoinWithdrawn.v1', detail: { ...eventFields(request, game), playerName: request.contact_name, previousStatus: request.status } },
      ]);
      if (done) {
        const promoted = request.status === 'confirmed' && game != null && game.price <= 0 ? await promoteFromWaitlist({ requests, clock }, game) : null;
        return { status: 'withdrawn', promoted: promoted != null };
      }
      // Decided meanwhile (e.g. accepted): withdraw from the new state.
      request = await ownRequest(userId, requestId);
    }
    throw new ConflictError('This request changed while you were withdrawing it. Please try again.');
  }

  return { join, myRequest, myRequests, nudge, withdraw };
}
export type JoinService = ReturnType<typeof createJoinService>;

/**
 * A spot of a free game freed up: the earliest waitlisted request (by created_at) takes it under
 * the capacity condition. A candidate that changed meanwhile is skipped; a full game ends it.
 */
export async function promoteFromWaitlist(deps: { requests: JoinRequestRepository; clock: Clock }, game: StoredGame): Promise<StoredJoinRequest | null> {
  const waiting = (await deps.requests.byGame(game.id)).filter((r) => r.status === 'waitlist').sort((a, b) => a.created_at.localeCompare(b.created_at));
  for (const candidate of waiting) {
    const at = deps.clock.now().toISOString();
    const outcome = await deps.requests.promote(candidate, at, [{ name: 'PlayerPromoted.v1', detail: eventFields(candidate, game) }]);
    if (outcome === 'promoted') return { ...candidate, status: 'confirmed', updated_at: at, decided_at: at };
    if (outcome === 'full') return null;
  }
  return null;
}

export const eventFields = (request: StoredJoinRequest, game: Pick<StoredGame, 'host_id' | 'title'> | null) => ({
  requestId: request.id,
  gameId: request.game_id,
  hostId: game?.host_id ?? '',
  userId: request.user_id,
  title: game?.title ?? '',
});

/** Own, cancelled, past or full games take no requests, each with its message. */
function refuseClosed(game: StoredGame, userId: string, now: string) {
  if (game.host_id === userId) throw new ConflictError(JOIN_MESSAGES.ownGame);
  if (game.status !== 'upcoming' || game.game_datetime <= now) throw new ConflictError(JOIN_MESSAGES.notOpen);
  if (game.current_players >= game.max_players) throw new ConflictError(JOIN_MESSAGES.gameFull);
}

/** The player's view: the pass only while it admits (confirmed) or holds a place (waitlist). */
export function playerView(request: StoredJoinRequest, game: GameSummary | null): PlayerJoinRequest {
  return { ...request, game_pass: carriesPass(request.status) ? request.game_pass : null, game };
}
