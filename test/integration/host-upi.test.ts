import { beforeAll, describe, expect, inject, it } from 'vitest';
import { UPI_MESSAGES } from '@shared/rules/join-rules';
import { apiClient, gameBody, uniqueTag } from '../support/games-client';
import { demoTokens } from '../support/demo-tokens';

// The host's UPI ID is for the host and the players they accepted, nobody else. Public
// game reads never carry it; GET /api/games/{id}/payment-details answers it to those who may see it.
const base = inject('localStackUrl');
const { call } = apiClient(base);
const tokens = demoTokens(base, ['priya', 'rahul', 'arjun', 'kavya']);
type Who = keyof typeof tokens;
const UPI = 'priya.upi@okaxis';
const RUN = uniqueTag();
let game: { id: string; title: string };

const details = (who?: Who) => call(`/api/games/${game.id}/payment-details`, { token: who ? tokens[who] : undefined });
const join = (who: Who) =>
  call(`/api/games/${game.id}/join`, {
    method: 'POST',
    token: tokens[who],
    body: { contactInfo: { name: `${who} Upi`, email: `${who}.${RUN}@players.test` } },
  });
const hostDecides = (requestId: string, action: 'accept' | 'reject') =>
  call(`/api/requests/${requestId}/decision`, { method: 'POST', token: tokens.priya, body: { action } });

beforeAll(async () => {
  const created = await call('/api/games', {
    method: 'POST',
    token: tokens.priya,
    body: gameBody({ title: `Upi Football ${RUN}`, price: 200, host_upi_id: UPI }),
  });
  expect(created.status).toBe(201);
  // The host's own answer keeps it (the edit form starts from it).
  expect(created.body.host_upi_id).toBe(UPI);
  game = created.body;
});

describe("the host's UPI ID", () => {
  it('is absent from every public game read, signed in or not', async () => {
    for (const who of [undefined, 'rahul', 'priya'] as const) {
      const one = await call(`/api/games/${game.id}`, { token: who ? tokens[who] : undefined });
      expect(one.status).toBe(200);
      expect(one.body.host_upi_id, `GET /api/games/{id} as ${who ?? 'anonymous'}`).toBeNull();
    }
    const found = await call(`/api/games?q=${encodeURIComponent(RUN)}`);
    const listed = (found.body.games as { id: string; host_upi_id: string | null }[]).find((g) => g.id === game.id);
    expect(listed).toBeDefined();
    expect(listed!.host_upi_id).toBeNull();
    expect(JSON.stringify((await call('/api/games/featured')).body)).not.toContain(UPI);
  });

  it('is refused to anonymous callers, to players without a request and to pending players', async () => {
    expect((await details()).status).toBe(401);
    expect(await details('arjun')).toMatchObject({ status: 403, body: { message: UPI_MESSAGES.notYet } });
    const joined = await join('rahul');
    expect(joined.status).toBe(201);
    expect(await details('rahul')).toMatchObject({ status: 403, body: { message: UPI_MESSAGES.notYet } });
    expect(
      JSON.stringify((await call(`/api/games/${game.id}/my-request`, { token: tokens.rahul })).body),
    ).not.toContain(UPI);
    // A rejected player does not get it either.
    const kavya = await join('kavya');
    expect((await hostDecides(kavya.body.joinRequestId, 'reject')).status).toBe(200);
    expect((await details('kavya')).status).toBe(403);
  });

  it('is answered to the host, and to a player once accepted (payment pending)', async () => {
    expect(await details('priya')).toMatchObject({ status: 200, body: { host_upi_id: UPI } });
    const mine = await call(`/api/games/${game.id}/my-request`, { token: tokens.rahul });
    expect((await hostDecides(mine.body.id, 'accept')).status).toBe(200);
    expect((await call(`/api/games/${game.id}/my-request`, { token: tokens.rahul })).body.status).toBe('accepted');
    expect(await details('rahul')).toMatchObject({ status: 200, body: { host_upi_id: UPI } });
    // Still nobody else's.
    expect((await details('arjun')).status).toBe(403);
    expect((await call(`/api/games/${game.id}`)).body.host_upi_id).toBeNull();
  });
});
