import { expect } from 'vitest';
import { acceptedJoin } from './accepted-join';
import type { apiClient } from './games-client';

type Call = ReturnType<typeof apiClient>['call'];

/**
 * Pays for an accepted request as the pay page does: an order, the local Razorpay checkout's
 * form posted with the outcome 'pay', then the verification the page sends with what the
 * checkout returned. Answers what the checkout returned (its payment id among it).
 */
export async function payAccepted(base: string, call: Call, requestId: string, playerToken: string) {
  const pay = { method: 'POST', token: playerToken, body: { joinRequestId: requestId } };
  const order = (await call('/api/payments/orders', pay)).body as { orderId: string };
  const answer = await fetch(`${base}/local-razorpay/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ order_id: order.orderId, return_to: `/pay/${requestId}`, outcome: 'pay' }),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  const paid = Object.fromEntries(new URL(answer.headers.get('location')!, base).searchParams);
  const verified = await call('/api/payments/verify', { ...pay, body: { ...paid, joinRequestId: requestId } });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return paid;
}

/** A player joins a paid game, is accepted and pays, then withdraws (a refund follows by the policy). */
export async function paidThenWithdrawn(
  base: string,
  call: Call,
  gameId: string,
  as: { player: string; host: string },
  join: object,
) {
  const requestId = await acceptedJoin(call, gameId, as, join);
  await payAccepted(base, call, requestId, as.player);
  const withdrawn = await call(`/api/requests/${requestId}/withdraw`, { method: 'POST', token: as.player });
  expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
  return requestId;
}
