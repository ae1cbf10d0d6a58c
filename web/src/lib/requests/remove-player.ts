import type { RemovalResult } from '@shared/schemas/player-removal';
import { apiRequest } from '../api-client';
import { isBoolean, isNullableShape, isNumber, isOneOf, isString, pickShape } from '../shape-check';

/** The removal's answer (RemovalResult without zod). */
const parseRemovalResult = (body: unknown): RemovalResult | null =>
  pickShape(body, {
    status: isOneOf(['rejected'] as const),
    offered: isBoolean,
    refund: isNullableShape({ amount: isNumber }),
    message: isString,
  });

/** The host removes a player they accepted, with an optional message the player reads with the news. */
export const removePlayer = (requestId: string, hostMessage: string): Promise<RemovalResult> =>
  apiRequest(`/api/requests/${encodeURIComponent(requestId)}/removal`, {
    method: 'POST',
    body: hostMessage.trim() ? { hostMessage: hostMessage.trim() } : {},
    parse: parseRemovalResult,
  });
