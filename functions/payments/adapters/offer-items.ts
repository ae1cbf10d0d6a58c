import type { StoredJoinRequest } from '@functions/joins';

// A request holding an offer or a paid accept's deadline (decision 060): accepted and held until a
// time, paying (a paid game) or not (a free game's offer), and still the same request.

export const holdsOffer = (request: Pick<StoredJoinRequest, 'status' | 'payment_status'>) =>
  request.status === 'accepted' && (request.payment_status === 'pending' || request.payment_status === 'not_required');

/** The condition that the request still holds its offer, with its names and values (`values` added). */
export const holdingOffer = (request: { id: string }, values: Record<string, unknown> = {}) => ({
  ConditionExpression: '#status = :accepted AND payment_status IN (:pending, :free) AND id = :id',
  ExpressionAttributeNames: { '#status': 'status' },
  ExpressionAttributeValues: {
    ':accepted': 'accepted',
    ':pending': 'pending',
    ':free': 'not_required',
    ':id': request.id,
    ...values,
  },
});
