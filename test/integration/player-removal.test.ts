import { describe, expect, inject, it } from 'vitest';
import { REMOVAL_MESSAGES } from '@shared/rules/player-removal';
import { apiClient, gameBody, startingSoon, untilRead } from '../support/games-client';
import { waitForMail } from '../support/dev-outbox';
import { payAccepted } from '../support/paid-join';
import { demoEmail, demoTokens } from '../support/demo-tokens';
import { demoJoins } from '../support/demo-joins';

// The host removing a player they accepted (decision 066), through every layer: the request
// rejected and the spot freed in one transaction, the spot offered to the first waitlisted player as
// a withdrawal's is, a paid player refunded in full, the player told in the bell and by e-mail, and
// the refusals (pending, checked in, twice).
const base = inject('localStackUrl');
const { call } = apiClient(base);
const tokens = demoTokens(base, ['priya', 'rahul', 'ananya', 'arjun', 'kavya']);
type Who = keyof typeof tokens;

const newGame = async (over: Record<string, unknown> = {}) => {
  const body = gameBody({ price: 0, max_players: 2, ...startingSoon(), ...over });
  const created = await call('/api/games', { method: 'POST', token: tokens.priya, body });
  expect(created.status).toBe(201);
  return created.body as { id: string; title: string };
};
const { joinAs, decide, myRequest } = demoJoins<Who>(base, tokens, 'Removal');
const remove = (requestId: string, body: object = {}, who: Who = 'priya') =>
  call(`/api/requests/${requestId}/removal`, { method: 'POST', token: tokens[who], body });
const players = async (game: { id: string }) => (await call(`/api/games/${game.id}`)).body.current_players;

/** A game full with Rahul and Arjun accepted (paying when it is paid), Ananya then Kavya waitlisted. */
async function fullGame(over: Record<string, unknown> = {}) {
  const game = await newGame(over);
  const ids = {} as Record<Who, string>;
  for (const who of ['rahul', 'arjun', 'ananya', 'kavya'] as Who[]) ids[who] = await joinAs(who, game);
  for (const who of ['rahul', 'arjun'] as Who[]) {
    expect((await decide(ids[who], 'accept')).status).toBe(200);
    if (over.price) await payAccepted(base, call, ids[who], tokens[who]);
  }
  await decide(ids.ananya, 'waitlist');
  await decide(ids.kavya, 'waitlist');
  expect(await players(game)).toBe(2);
  return { game, ids };
}

describe('the host removes a confirmed player of a free game', () => {
  it('rejects them, frees the spot for the first waitlisted player as an offer, and tells them why', async () => {
    const { game, ids } = await fullGame();
    expect(await remove(ids.rahul, { hostMessage: 'Sorry, the team changed.' })).toEqual({
      status: 200,
      body: {
        status: 'rejected',
        offered: true,
        refund: null,
        message: `${REMOVAL_MESSAGES.removed}. ${REMOVAL_MESSAGES.spotOffered}`,
      },
    });
    expect(await myRequest('rahul', game)).toMatchObject({
      status: 'rejected',
      host_message: 'Sorry, the team changed.',
    });
    expect(await players(game)).toBe(1);
    expect(await myRequest('ananya', game)).toMatchObject({ status: 'accepted', payment_status: 'not_required' });
    expect((await myRequest('kavya', game)).status).toBe('waitlist');

    const mail = await waitForMail(base, demoEmail('rahul'), `Removed from ${game.title}`, 10_000);
    expect(mail.text).toContain(`The host removed you from ${game.title} (`);
    expect(mail.text).toContain('Message from the host: “Sorry, the team changed.”');
    const bell = await untilRead(
      async () =>
        (await call('/api/notifications', { token: tokens.rahul })).body.notifications as {
          title: string;
          body: string;
        }[],
      (list) => list.some((n) => n.title === 'Removed from the game' && n.body.includes(game.title)),
      10_000,
      "Rahul's removal notice",
    );
    expect(bell.find((n) => n.body.includes(game.title))?.body).toContain('The host removed you from');

    // Once only; and never a pending or waitlisted request (those are decided, not removed).
    expect(await remove(ids.rahul)).toMatchObject({ status: 409, body: { message: REMOVAL_MESSAGES.notRemovable } });
    expect(await remove(ids.kavya)).toMatchObject({ status: 409, body: { message: REMOVAL_MESSAGES.notRemovable } });
    // Not by the player, nor by anyone but the host.
    expect((await remove(ids.arjun, {}, 'arjun')).status).toBe(404);
  });

  it('refuses a player who has checked in, and a message that is too long', async () => {
    const { game, ids } = await fullGame();
    const checkedIn = await call(`/api/games/${game.id}/check-ins`, {
      method: 'POST',
      token: tokens.priya,
      body: { request_id: ids.arjun },
    });
    expect(checkedIn.status, JSON.stringify(checkedIn.body)).toBe(200);
    expect(await remove(ids.arjun)).toMatchObject({ status: 409, body: { message: REMOVAL_MESSAGES.checkedIn } });
    expect((await remove(ids.rahul, { hostMessage: 'x'.repeat(501) })).status).toBe(400);
    expect(await players(game)).toBe(2);
    expect((await myRequest('arjun', game)).status).toBe('confirmed');
  });
});

describe('the host removes a paid player', () => {
  it('refunds them in full and offers the spot with the pay link; a held offer removed passes on', async () => {
    const { game, ids } = await fullGame({ price: 150 });
    expect(await remove(ids.rahul)).toMatchObject({
      status: 200,
      body: { status: 'rejected', offered: true, refund: { amount: 150 } },
    });
    expect(await myRequest('rahul', game)).toMatchObject({ status: 'rejected', payment_status: 'refunded' });
    expect(await players(game)).toBe(1);
    const refundMail = await waitForMail(base, demoEmail('rahul'), `Refund started: ${game.title}`, 10_000);
    expect(refundMail.text).toContain('A refund of ₹150');
    const removedMail = await waitForMail(base, demoEmail('rahul'), `Removed from ${game.title}`, 10_000);
    expect(removedMail.text).toContain('Your payment of ₹150 is refunded in full.');
    expect(await myRequest('ananya', game)).toMatchObject({ status: 'accepted', payment_status: 'pending' });
    await waitForMail(base, demoEmail('ananya'), `A spot opened up: ${game.title}`, 10_000);

    // Ananya holds the offer, unpaid: removing her ends it and the spot goes to Kavya at once.
    expect(await remove(ids.ananya)).toMatchObject({ status: 200, body: { offered: true, refund: null } });
    expect(await myRequest('ananya', game)).toMatchObject({ status: 'rejected', payment_due_at: null });
    expect(await myRequest('kavya', game)).toMatchObject({ status: 'accepted', payment_status: 'pending' });
    expect(await players(game)).toBe(1);
  });
});
