import { JOIN_REQUEST_STATUSES, type JoinAction } from '@shared/rules/join-rules';
import type { DecisionResult, HostJoinRequest } from '@shared/schemas/join';
import { apiRequest } from '../api-client';
import { listOf, pickAnswers, REQUEST } from './request-shape';
import { isBoolean, isNullableString, isOneOf, pickShape } from '../shape-check';

export const hostRequestsKey = (gameId: string) => ['host-requests', gameId] as const;

/** The host's view of a request (hostJoinRequestSchema without zod: no pass code), or null. */
export function parseHostRequest(body: unknown): HostJoinRequest | null {
  const request = pickShape(body, REQUEST);
  return request && { ...request, answers: pickAnswers(request.answers) };
}

export const parseDecisionResult = (body: unknown): DecisionResult | null =>
  pickShape(body, { paymentRequired: isBoolean, paymentUrl: isNullableString, status: isOneOf(JOIN_REQUEST_STATUSES) });

/** get-join-requests: every request of the host's game, with contact details and answers. */
export const getHostRequests = (gameId: string, signal?: AbortSignal): Promise<HostJoinRequest[]> =>
  apiRequest(`/api/games/${encodeURIComponent(gameId)}/requests`, { parse: listOf(parseHostRequest), signal });

/** update-join-request: accept, waitlist or reject with an optional message. */
export const decideRequest = (requestId: string, action: JoinAction, hostMessage: string): Promise<DecisionResult> =>
  apiRequest(`/api/requests/${encodeURIComponent(requestId)}/decision`, {
    method: 'POST',
    body: { action, ...(hostMessage.trim() ? { hostMessage: hostMessage.trim() } : {}) },
    parse: parseDecisionResult,
  });
