import { useQuery } from '@tanstack/react-query';
import { SPORTS } from '@shared/constants';
import { GAME_STATUSES } from '@shared/rules/game-rules';
import { REFUND_STATES } from '@shared/rules/refund-status';
import type { PlayerJoinRequest } from '@shared/schemas/join';
import { apiRequest, ApiRequestError } from '../api-client';
import { isNullableString, isNumber, isOneOf, isString, pickShape, type Guard, type ShapeChecks } from '../shape-check';
import { listOf, pickAnswers, REQUEST } from './request-shape';

// The player's own requests: My Game Requests and the profile list share one cache entry; the game
// page and the discover dialog read the request for one game.

const isOptionalNumber: Guard<number | null | undefined> = (value): value is number | null | undefined =>
  value == null || typeof value === 'number';

type RequestGame = NonNullable<PlayerJoinRequest['game']>;
const GAME: ShapeChecks<RequestGame> = {
  id: isString,
  title: isString,
  location: isString,
  game_datetime: isNullableString,
  sport: isOneOf(SPORTS),
  price: isNumber,
  cover_image: isNullableString,
  status: isOneOf(GAME_STATUSES),
  latitude: isOptionalNumber,
  longitude: isOptionalNumber,
};
const isGame: Guard<RequestGame | null> = (value): value is RequestGame | null =>
  value === null || pickShape(value, GAME) !== null;
type Receipt = NonNullable<PlayerJoinRequest['receipt']>;
const RECEIPT: ShapeChecks<Receipt> = {
  payment_id: isString,
  amount_paise: isNumber,
  currency: isString,
  paid_at: isString,
};
// Absent (an API from before receipts existed) reads as none.
const isReceipt: Guard<Receipt | null> = (value): value is Receipt | null =>
  value == null || pickShape(value, RECEIPT) !== null;
type Refund = NonNullable<PlayerJoinRequest['refund']>;
const REFUND: ShapeChecks<Refund> = {
  state: isOneOf(REFUND_STATES),
  amount_paise: isNumber,
  paid_paise: isNumber,
  settled_at: isNullableString,
  rule: isNullableString,
};
// Absent (an API from before refunds were shown) reads as none.
const isRefund: Guard<Refund | null | undefined> = (value): value is Refund | null | undefined =>
  value == null || pickShape(value, REFUND) !== null;
const isDue: Guard<string | null> = (value): value is string | null => value == null || typeof value === 'string';
const PLAYER_REQUEST: ShapeChecks<PlayerJoinRequest> = {
  ...REQUEST,
  game_pass: isNullableString,
  receipt: isReceipt,
  payment_due_at: isDue,
  refund: isRefund,
  game: isGame,
};

/** The player's view of a request (playerJoinRequestSchema without zod), or null. */
export function parsePlayerRequest(body: unknown): PlayerJoinRequest | null {
  const request = pickShape(body, PLAYER_REQUEST);
  return (
    request && {
      ...request,
      answers: pickAnswers(request.answers),
      receipt: request.receipt ? pickShape(request.receipt, RECEIPT) : null,
      payment_due_at: request.payment_due_at ?? null,
      refund: request.refund ? pickShape(request.refund, REFUND) : null,
      game: request.game && pickShape(request.game, GAME),
    }
  );
}
export const parsePlayerRequests = listOf(parsePlayerRequest);

export const myRequestsKey = ['my-requests'] as const;
export const myRequestKey = (gameId: string) => ['my-requests', 'game', gameId] as const;

/** GET /api/me/requests: newest first, each with its game and (while it admits) its pass. */
export const getMyRequests = (signal?: AbortSignal): Promise<PlayerJoinRequest[]> =>
  apiRequest('/api/me/requests', { parse: parsePlayerRequests, signal });

export function useMyRequests(enabled: boolean) {
  return useQuery({ queryKey: myRequestsKey, queryFn: ({ signal }) => getMyRequests(signal), enabled });
}

/** The game the page shows, as far as asking for one's request for it goes. */
export type RequestedGame = { id: string; created_at?: string | null };

/**
 * GET /api/games/{id}/my-request: the caller's request for the game, or null when there is none.
 * With the game's creation time (the page holds it) the server looks among the player's own requests
 * made since, not in the game's partition that a viral game's every viewer would read.
 */
export async function getMyRequest(game: RequestedGame, signal?: AbortSignal): Promise<PlayerJoinRequest | null> {
  const since = game.created_at ? `?since=${encodeURIComponent(game.created_at)}` : '';
  try {
    return await apiRequest(`/api/games/${encodeURIComponent(game.id)}/my-request${since}`, {
      parse: parsePlayerRequest,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export function useMyRequest(game: RequestedGame, enabled: boolean) {
  return useQuery({
    queryKey: myRequestKey(game.id),
    queryFn: ({ signal }) => getMyRequest(game, signal),
    enabled,
  });
}
