import { JOIN_REQUEST_STATUSES, type JoinAction } from '@shared/rules/join-rules';
import type { DecisionResult, HostJoinRequest } from '@shared/schemas/join';
import { apiRequest } from '../api-client';
import { listOf, pickAnswers, REQUEST } from './request-shape';
import { isBoolean, isNullableString, isOneOf, pickShape } from '../shape-check';
import { pickShowUp } from '../show-up/show-up-shape';

export const hostRequestsKey = (gameId: string) => ['host-requests', gameId] as const;

/** The host's view of a request (hostJoinRequestSchema without zod: no pass code), or null. */
export function parseHostRequest(body: unknown): HostJoinRequest | null {
  const request = pickShape(body, REQUEST);
  if (!request) return null;
  const { show_up: showUp, ...rest } = request;
  return { ...rest, answers: pickAnswers(request.answers), ...(showUp ? { show_up: pickShowUp(showUp) } : {}) };
}

export const parseDecisionResult = (body: unknown): DecisionResult | null =>
  pickShape(body, { paymentRequired: isBoolean, paymentUrl: isNullableString, status: isOneOf(JOIN_REQUEST_STATUSES) });

/** One page of a game's requests (hostRequestPageSchema without zod). */
export function parseHostRequestPage(body: unknown): { requests: HostJoinRequest[]; cursor: string | null } | null {
  const requests = listOf(parseHostRequest)(body);
  const cursor = (body as { cursor?: unknown }).cursor ?? null;
  return requests && (typeof cursor === 'string' || cursor === null) ? { requests, cursor } : null;
}

/** get-join-requests: one page of the host's game's requests, with contact details and answers. */
export const getHostRequests = (gameId: string, cursor: string | null, signal?: AbortSignal) =>
  apiRequest(
    `/api/games/${encodeURIComponent(gameId)}/requests${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    { parse: parseHostRequestPage, signal },
  );

/** update-join-request: accept, waitlist or reject with an optional message. */
export const decideRequest = (requestId: string, action: JoinAction, hostMessage: string): Promise<DecisionResult> =>
  apiRequest(`/api/requests/${encodeURIComponent(requestId)}/decision`, {
    method: 'POST',
    body: { action, ...(hostMessage.trim() ? { hostMessage: hostMessage.trim() } : {}) },
    parse: parseDecisionResult,
  });
