import { checkInWindow, opensWhen } from '@shared/rules/check-in-window';
import { owesPayment, type JoinAction } from '@shared/rules/join-rules';
import { indiaDateAndTime } from '@shared/rules/game-time';
import { amountDueFor, paymentDueAt } from '@shared/rules/payment-rules';
import { normalisePassCode } from '@shared/rules/pass-code';
import type { ShowUpRecord } from '@shared/rules/show-up';
import {
  CHECK_IN_MESSAGES,
  REQUEST_MESSAGES,
  type Arrivals,
  type CheckInResult,
  type DecisionInput,
  type DecisionResult,
  type HostJoinRequest,
  type HostRequestPage,
} from '@shared/schemas/join';
import { ConflictError, NotFoundError, ValidationError } from '../platform/errors';
import {
  eventFields,
  newPassCode,
  type JoinRequestRepository,
  type RequestDecision,
  type StoredJoinRequest,
} from '@functions/joins';
import type { Clock } from '../platform/clock';
import type { PendingEvent } from '../platform/event-ports';
import type { GameRepository, StoredGame } from '@functions/games';
import { playingGroupOf } from '@shared/rules/playing-together';

// The host's side (the manage page: reading a game's requests, deciding on them) and check-in at the venue (beyond the spec: the pass's other half).
// Only the game's host gets past `hostGame`; everyone else sees the same 404 as for nothing.

export interface HostRequestDeps {
  games: Pick<GameRepository, 'get'>;
  requests: JoinRequestRepository;
  clock: Clock;
  /** Where a paid request is paid (the payments issue builds the page). */
  paymentUrl: (requestId: string) => string;
  newPassCode?: () => string;
  /** After a pass is checked in (also when it was already): the player's community games count. */
  onCheckedIn?: (game: StoredGame, userId: string, at: string) => Promise<void>;
  /** Players' show-up records, several in one read (decision 056); absent: the answers carry none. */
  showUps?: { records(userIds: readonly string[]): Promise<Map<string, ShowUpRecord>> };
}

export function createHostRequestService(deps: HostRequestDeps) {
  const { games, requests, clock } = deps;
  const passCode = deps.newPassCode ?? newPassCode;
  /** The records of the players a host is looking at: one BatchGet per page, never one read per card. */
  const showUpsOf = async (userIds: string[]) => (deps.showUps ? deps.showUps.records(userIds) : new Map());

  async function hostGame(hostId: string, gameId: string): Promise<StoredGame> {
    const game = await games.get(gameId);
    if (!game || game.host_id !== hostId) throw new NotFoundError(REQUEST_MESSAGES.notYourGame);
    return game;
  }

  /**
   * get-join-requests: the game's requests a page at a time with contact details and answers. Pages
   * follow the table's order (by player), so the first page of a game with thousands of requests
   * costs what a page costs; within a page, oldest first.
   */
  async function list(hostId: string, gameId: string, cursor?: string): Promise<HostRequestPage> {
    await hostGame(hostId, gameId);
    const page = await requests.gamePage(gameId, decodeRequestCursor(cursor), HOST_REQUEST_PAGE);
    const records = await showUpsOf(page.requests.map((r) => r.user_id));
    return {
      requests: page.requests
        .sort((a, b) => a.created_at.localeCompare(b.created_at))
        .map((request) => withShowUp(hostView(request), records.get(request.user_id))),
      cursor: encodeRequestCursor(page.after),
    };
  }

  /**
   * update-join-request on a pending request. A free accept confirms and takes a spot under the
   * capacity condition; a paid accept waits for payment (accepted + payment pending) and takes its
   * spot when paid; waitlist issues a pass without a spot; reject ends it.
   */
  async function decide(hostId: string, requestId: string, input: DecisionInput): Promise<DecisionResult> {
    if (input.requestId && input.requestId !== requestId)
      throw new ValidationError('requestId does not match the request in the path', 'requestId');
    const request = await requests.getById(requestId);
    if (!request) throw new NotFoundError(REQUEST_MESSAGES.notFound);
    const game = await games.get(request.game_id);
    if (!game || game.host_id !== hostId) throw new NotFoundError(REQUEST_MESSAGES.notFound);
    if (request.status !== 'pending') throw new ConflictError(REQUEST_MESSAGES.notPending);
    if (game.status === 'cancelled') throw new ConflictError(REQUEST_MESSAGES.gameCancelled);
    const paid = game.price > 0;
    const accepting = input.action === 'accept';
    // A cheap early answer; the transaction's condition is what guarantees it.
    if (accepting && game.current_players >= game.max_players) throw new ConflictError(REQUEST_MESSAGES.gameFull);
    const at = clock.now().toISOString();
    const decision = decisionFor(input.action, paid, request, input.hostMessage ?? null, at, passCode);
    // Decision 015: the amount is fixed now; editing the price later never reaches this request.
    // Decision 041: and it is owed by a deadline, so an unpaid accept can't keep a player in limbo.
    if (decision.status === 'accepted' && paid) {
      decision.amount_due = amountDueFor(game);
      decision.payment_due_at = paymentDueAt(game.game_datetime, clock.now());
    }
    const paymentUrl = accepting && paid ? deps.paymentUrl(requestId) : null;
    const outcome = await requests.decide(request, decision, accepting ? (paid ? 'check' : 'take') : 'none', [
      {
        name: 'JoinDecided.v1',
        detail: {
          ...eventFields(request, game),
          action: input.action,
          status: decision.status,
          paymentRequired: paymentUrl != null,
          paymentUrl,
          paymentDueAt: decision.payment_due_at ?? null,
          hostMessage: decision.host_message,
        },
      },
    ]);
    if (outcome === 'not-pending') throw new ConflictError(REQUEST_MESSAGES.notPending);
    if (outcome === 'full') {
      const now = await games.get(request.game_id);
      throw new ConflictError(now?.status === 'cancelled' ? REQUEST_MESSAGES.gameCancelled : REQUEST_MESSAGES.gameFull);
    }
    return { paymentRequired: paymentUrl != null, paymentUrl, status: decision.status };
  }

  /** Scans (or takes the typed) pass code at the venue. */
  async function checkIn(hostId: string, gameId: string, code: string): Promise<CheckInResult> {
    const game = await hostGame(hostId, gameId);
    return admit(game, await requests.byPassCode(normalisePassCode(code)));
  }

  /** The host taps a player's name in the list: someone whose phone died still gets in. */
  async function checkInPlayer(hostId: string, gameId: string, requestId: string): Promise<CheckInResult> {
    const game = await hostGame(hostId, gameId);
    const request = await requests.getById(requestId);
    // Another game's request is as unknown here as no request at all.
    return admit(game, request?.game_id === game.id ? request : null);
  }

  /**
   * Once per pass, only a confirmed pass of this game, and only while the game's check-in is open
   * (from a few hours before the start); a second scan says when the first one was.
   */
  async function admit(game: StoredGame, request: StoredJoinRequest | null): Promise<CheckInResult> {
    // Another game's pass reads as unknown: saying it exists would let any host test codes.
    if (!request || request.game_id !== game.id) throw new NotFoundError(CHECK_IN_MESSAGES.unknownCode);
    if (request.status !== 'confirmed') throw new ConflictError(CHECK_IN_MESSAGES.notConfirmed);
    const player = { name: request.contact_name };
    const counted = (at: string) => deps.onCheckedIn?.(game, request.user_id, at);
    if (request.checked_in_at) {
      // Counting is idempotent, so a second scan also makes up for a count the first one missed.
      await counted(request.checked_in_at);
      return already(player, request.checked_in_at);
    }
    const now = clock.now();
    const window = checkInWindow(game, now);
    if (window.state === 'not-yet') throw new ConflictError(CHECK_IN_MESSAGES.notYet(opensWhen(window.opensAt, now)));
    if (window.state === 'over') throw new ConflictError(CHECK_IN_MESSAGES.over);
    const at = now.toISOString();
    // The host's other phones (a second door, a helper) show the arrival at once (live updates).
    const checkedIn: PendingEvent = {
      name: 'PlayerCheckedIn.v1',
      detail: { ...eventFields(request, game), checkedInAt: at },
    };
    if (await requests.checkIn(request, at, game.host_id, [checkedIn])) {
      await counted(at);
      return { status: 'checked_in', player, checked_in_at: at, message: CHECK_IN_MESSAGES.checkedIn };
    }
    const stored = await requests.get(request.game_id, request.user_id);
    if (stored?.checked_in_at) return already(player, stored.checked_in_at);
    throw new ConflictError(CHECK_IN_MESSAGES.notConfirmed);
  }

  /**
   * Who has arrived, a page of confirmed players at a time (the table's order, by player, as the
   * request list): within a page the arrived first (by time), then the rest by name. The counts
   * are the whole game's, from its counters, so they are right whatever page is shown.
   */
  async function arrivals(hostId: string, gameId: string, cursor?: string): Promise<Arrivals> {
    await hostGame(hostId, gameId);
    const after = decodeRequestCursor(cursor);
    const [page, counts] = await Promise.all([
      requests.gamePage(gameId, after, ARRIVALS_PAGE, 'confirmed'),
      requests.arrivalCounts(gameId),
    ]);
    const records = await showUpsOf(page.requests.map((r) => r.user_id));
    const players = page.requests
      .map((r) =>
        withShowUp({ request_id: r.id, name: r.contact_name, checked_in_at: r.checked_in_at }, records.get(r.user_id)),
      )
      .sort((a, b) => (a.checked_in_at ?? '~').localeCompare(b.checked_in_at ?? '~') || a.name.localeCompare(b.name));
    return { ...counts, players, cursor: encodeRequestCursor(page.after) };
  }

  return { list, decide, checkIn, checkInPlayer, arrivals };
}
export type HostRequestService = ReturnType<typeof createHostRequestService>;

function decisionFor(
  action: JoinAction,
  paid: boolean,
  request: StoredJoinRequest,
  hostMessage: string | null,
  at: string,
  passCode: () => string,
): RequestDecision {
  const base = { host_message: hostMessage || null, at };
  if (action === 'accept') {
    return paid
      ? { ...base, status: 'accepted', payment_status: 'pending', game_pass: null }
      : { ...base, status: 'confirmed', payment_status: 'not_required', game_pass: passCode() };
  }
  if (action === 'waitlist')
    return { ...base, status: 'waitlist', payment_status: request.payment_status, game_pass: passCode() };
  return { ...base, status: 'rejected', payment_status: request.payment_status, game_pass: null };
}

/** Requests on one page of the manage screen. */
export const HOST_REQUEST_PAGE = 50;

/** Confirmed players on one page of the check-in list. */
export const ARRIVALS_PAGE = 50;

const encodeRequestCursor = (after: string | null) => (after ? Buffer.from(after).toString('base64url') : null);

/** The player id a cursor names; one that was not made here is a 400. */
function decodeRequestCursor(cursor: string | undefined): string | null {
  if (!cursor) return null;
  const userId = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^[\w-]{1,128}$/.test(userId)) throw new ValidationError('Invalid cursor', 'cursor');
  return userId;
}

const already = (player: { name: string }, at: string): CheckInResult => ({
  status: 'already',
  player,
  checked_in_at: at,
  message: CHECK_IN_MESSAGES.alreadyAt(indiaDateAndTime(at).time),
});

/** A player's record beside what the host sees of them, when there is one to show. */
export const withShowUp = <T extends object>(
  view: T,
  record: ShowUpRecord | undefined,
): T & { show_up?: ShowUpRecord } => (record ? { ...view, show_up: record } : view);

/** The host sees contact details and answers, never the pass code, and who plays together, never their group's code. */
export function hostView(request: StoredJoinRequest): HostJoinRequest {
  const { game_pass: _pass, receipt: _receipt, payment_due_at: due, group_code: _code, ...rest } = request;
  // The deadline only while it matters: the host's card says until when an accepted player may pay.
  const view = owesPayment(request) && due ? { ...rest, payment_due_at: due } : rest;
  return request.group_code ? { ...view, group: playingGroupOf(request) } : view;
}
