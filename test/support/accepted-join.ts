import { expect } from 'vitest';
import type { apiClient } from './games-client';

type Call = ReturnType<typeof apiClient>['call'];

/**
 * A player asks to join a game with the given join body and its host accepts them, both through
 * the API as the app does; answers the join request's id.
 */
export async function acceptedJoin(call: Call, gameId: string, as: { player: string; host: string }, join: object) {
  const joined = await call(`/api/games/${gameId}/join`, { method: 'POST', token: as.player, body: join });
  expect(joined.status).toBe(201);
  const requestId = joined.body.joinRequestId as string;
  const accept = { method: 'POST', token: as.host, body: { action: 'accept' } };
  expect((await call(`/api/requests/${requestId}/decision`, accept)).status).toBe(200);
  return requestId;
}
