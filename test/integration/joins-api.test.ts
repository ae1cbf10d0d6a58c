import { describe, expect, inject, it } from 'vitest';
import { NUDGE_MESSAGES } from '@shared/rules/nudge-rules';
import { CHECK_IN_MESSAGES, JOIN_MESSAGES, REQUEST_MESSAGES } from '@shared/schemas/join';
import { OWN_REQUEST_MESSAGES } from '@functions/joins/own-request';
import { apiClient, gameBody, startingSoon, uniqueTag, until } from '../support/games-client';
import { outboxTo, waitForMail } from '../support/dev-outbox';
import { demoEmail, demoTokens } from '../support/demo-tokens';

// The join loop through every layer: local router + JWT → handlers → services → DynamoDB Local,
// and the events through the stream, the bus and the consumer to the outbox.
const base = inject('localStackUrl');
const { call } = apiClient(base);
const tokens = demoTokens(base, ['priya', 'rahul', 'ananya', 'arjun', 'kavya', 'vikram']);
type Who = keyof typeof tokens;

const QUESTIONS = [
  {
    question_text: 'Preferred position?',
    question_type: 'radio',
    options: ['Goalkeeper', 'Forward'],
    is_required: true,
  },
  { question_text: 'Anything the host should know?', question_type: 'text', is_required: false },
];
const newGame = async (over: Record<string, unknown> = {}, host: Who = 'priya') => {
  const created = await call('/api/games', {
    method: 'POST',
    token: tokens[host],
    body: gameBody({ price: 0, questions: QUESTIONS, ...over }),
  });
  expect(created.status).toBe(201);
  return created.body as { id: string; title: string; questions: { id: string }[] };
};
// Players give a contact address of this run's own; e-mails go to their accounts' verified
// addresses (the demo inboxes), never to it, so subjects carry this run's unique game titles.
const RUN = uniqueTag();
const contactEmail = (who: Who) => `${who}.${RUN}@players.test`;
const contactOf = (who: Who) => ({
  name: `${who[0]!.toUpperCase()}${who.slice(1)} Test`,
  email: contactEmail(who),
  phone: '9876543210',
});
const joinAs = (who: Who, game: { id: string; questions: { id: string }[] }, answers?: Record<string, unknown>) =>
  call(`/api/games/${game.id}/join`, {
    method: 'POST',
    token: tokens[who],
    body: { answers: answers ?? { [game.questions[0]!.id]: 'Forward' }, contactInfo: contactOf(who) },
  });
const decide = (requestId: string, action: string, hostMessage?: string, who: Who = 'priya') =>
  call(`/api/requests/${requestId}/decision`, {
    method: 'POST',
    token: tokens[who],
    body: { action, ...(hostMessage ? { hostMessage } : {}) },
  });
const mailTo = (to: string, subject: string) => waitForMail(base, to, subject, 10_000);

describe('demo data', () => {
  it('shows the loop at once: Rahul pending on Priya’s football, Ananya confirmed with a pass and a message on her pickleball', async () => {
    const rahul = (await call('/api/me/requests', { token: tokens.rahul })).body.requests as {
      status: string;
      game: { title: string };
    }[];
    expect(rahul).toContainEqual(
      expect.objectContaining({
        status: 'pending',
        game: expect.objectContaining({ title: 'Sunday Morning Football' }),
      }),
    );
    const ananya = (await call('/api/me/requests', { token: tokens.ananya })).body.requests as {
      status: string;
      game_pass: string;
      host_message: string;
      game: { title: string };
    }[];
    const pickleball = ananya.find((r) => r.game.title === 'Pickleball for Beginners')!;
    expect(pickleball).toMatchObject({ status: 'confirmed', host_message: expect.stringContaining('court 2') });
    expect(pickleball.game_pass).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  });
});

describe('the loop of a free game', () => {
  it('join with answers → host sees them, hears by e-mail and bell → accept with a message → player holds a pass → check-in once', async () => {
    const game = await newGame(startingSoon());
    const joined = await joinAs('rahul', game, {
      [game.questions[0]!.id]: 'Goalkeeper',
      [game.questions[1]!.id]: 'Bringing a friend next time',
    });
    expect(joined.status).toBe(201);
    const requestId = joined.body.joinRequestId as string;

    // A second submission says the request is already there.
    expect(await joinAs('rahul', game)).toEqual({
      status: 409,
      body: { message: JOIN_MESSAGES.requestAlreadySent, status: 'pending', joinRequestId: requestId },
    });
    expect((await call(`/api/games/${game.id}/my-request`, { token: tokens.rahul })).body).toMatchObject({
      id: requestId,
      status: 'pending',
      game_pass: null,
    });

    const listed = await call(`/api/games/${game.id}/requests`, { token: tokens.priya });
    expect(listed.status).toBe(200);
    expect(listed.body.requests).toEqual([
      expect.objectContaining({
        id: requestId,
        status: 'pending',
        payment_status: 'not_required',
        contact_name: 'Rahul Test',
        contact_email: contactEmail('rahul'),
        contact_phone: '9876543210',
        answers: [
          {
            question_id: game.questions[0]!.id,
            question_text: 'Preferred position?',
            answer_text: 'Goalkeeper',
            answer_options: ['Goalkeeper'],
          },
          {
            question_id: game.questions[1]!.id,
            question_text: 'Anything the host should know?',
            answer_text: 'Bringing a friend next time',
            answer_options: [],
          },
        ],
      }),
    ]);
    expect(listed.body.requests[0]).not.toHaveProperty('game_pass');

    const hostMail = await mailTo(demoEmail('priya'), `New join request for ${game.title}`);
    expect(hostMail.text).toContain(`/game/${game.id}/manage`);
    const bell = await call('/api/notifications', { token: tokens.priya });
    expect(bell.body.unread).toBeGreaterThan(0);
    expect(bell.body.notifications).toContainEqual(
      expect.objectContaining({
        title: 'New join request',
        body: `Rahul Test wants to join ${game.title}`,
        link: `/game/${game.id}/manage`,
        is_read: false,
      }),
    );

    expect(await decide(requestId, 'accept', 'Bring studs')).toEqual({
      status: 200,
      body: { paymentRequired: false, paymentUrl: null, status: 'confirmed' },
    });
    const mine = (await call('/api/me/requests', { token: tokens.rahul })).body.requests.find(
      (r: { id: string }) => r.id === requestId,
    );
    expect(mine).toMatchObject({
      status: 'confirmed',
      host_message: 'Bring studs',
      game: { id: game.id, title: game.title, sport: 'football', price: 0 },
    });
    expect(mine.game_pass).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect((await call(`/api/games/${game.id}`)).body.current_players).toBe(1);
    // The account's verified address gets it; the contact address typed into the join form never does.
    const playerMail = await mailTo(demoEmail('rahul'), `Request accepted: ${game.title}`);
    expect(await outboxTo(base, contactEmail('rahul'))).toEqual([]);
    expect(playerMail.text).toContain('Bring studs');
    expect(playerMail.text).toContain('/my-requests');

    const checkIn = (code: string) =>
      call(`/api/games/${game.id}/check-ins`, { method: 'POST', token: tokens.priya, body: { code } });
    expect(await checkIn(mine.game_pass)).toMatchObject({
      status: 200,
      body: { status: 'checked_in', player: { name: 'Rahul Test' }, message: CHECK_IN_MESSAGES.checkedIn },
    });
    expect(await checkIn(mine.game_pass)).toMatchObject({
      status: 200,
      body: { status: 'already', message: expect.stringMatching(/^Already checked in at \d{2}:\d{2}$/) },
    });
    expect((await call(`/api/games/${game.id}/check-ins`, { token: tokens.priya })).body).toMatchObject({
      arrived: 1,
      expected: 1,
      players: [{ request_id: requestId, name: 'Rahul Test' }],
    });
    expect(await checkIn('not-a-real-pass')).toEqual({ status: 404, body: { message: CHECK_IN_MESSAGES.unknownCode } });
    // A real pass of another game answers exactly as an unknown code: it tells this host nothing.
    const other = await newGame(startingSoon());
    expect(
      await call(`/api/games/${other.id}/check-ins`, {
        method: 'POST',
        token: tokens.priya,
        body: { code: mine.game_pass },
      }),
    ).toEqual({ status: 404, body: { message: CHECK_IN_MESSAGES.unknownCode } });
  });
});

describe('paid games, nudges, withdrawals', () => {
  it('a paid accept leaves the request accepted with payment pending, takes no spot, and mails the payment link', async () => {
    const game = await newGame({ price: 150 });
    const requestId = (await joinAs('ananya', game)).body.joinRequestId;
    expect(await decide(requestId, 'accept')).toEqual({
      status: 200,
      body: { paymentRequired: true, paymentUrl: `${base}/pay/${requestId}`, status: 'accepted' },
    });
    expect((await call(`/api/games/${game.id}/my-request`, { token: tokens.ananya })).body).toMatchObject({
      status: 'accepted',
      payment_status: 'pending',
      game_pass: null,
    });
    expect((await call(`/api/games/${game.id}`)).body.current_players).toBe(0);
    expect((await mailTo(demoEmail('ananya'), `Payment needed to confirm your spot: ${game.title}`)).text).toContain(
      `${base}/pay/${requestId}`,
    );
  });

  it('a pending player nudges once, then is told when they can again; the host hears of it', async () => {
    const game = await newGame({ price: 99 });
    const requestId = (await joinAs('rahul', game)).body.joinRequestId;
    expect(await call(`/api/requests/${requestId}/nudge`, { method: 'POST', token: tokens.rahul })).toEqual({
      status: 200,
      body: { success: true, message: NUDGE_MESSAGES.success, nudge_count: 1 },
    });
    expect(await call(`/api/requests/${requestId}/nudge`, { method: 'POST', token: tokens.rahul })).toEqual({
      status: 200,
      body: { success: false, message: 'You can nudge again in 24 hours', nudge_count: 1 },
    });
    expect((await mailTo(demoEmail('priya'), `Rahul Test is waiting to join ${game.title}`)).text).toContain(
      `/game/${game.id}/manage`,
    );
  });

  it('a confirmed player withdraws: the earliest waitlisted player is offered the spot, told, and takes it', async () => {
    const game = await newGame({ max_players: 2 });
    const ids = {} as Record<Who, string>;
    for (const who of ['rahul', 'ananya', 'arjun', 'kavya'] as Who[])
      ids[who] = (await joinAs(who, game)).body.joinRequestId;
    await decide(ids.rahul, 'accept');
    await decide(ids.arjun, 'accept');
    await decide(ids.kavya, 'waitlist');
    await decide(ids.ananya, 'waitlist');
    expect(await joinAs('priya', game)).toMatchObject({ status: 409, body: { message: JOIN_MESSAGES.ownGame } });
    expect((await call(`/api/requests/${ids.ananya}/withdraw`, { method: 'POST', token: tokens.rahul })).status).toBe(
      404,
    );

    expect(await call(`/api/requests/${ids.rahul}/withdraw`, { method: 'POST', token: tokens.rahul })).toEqual({
      status: 200,
      body: { status: 'withdrawn', promoted: true },
    });
    const statuses = Object.fromEntries(
      (await call(`/api/games/${game.id}/requests`, { token: tokens.priya })).body.requests.map(
        (r: { id: string; status: string }) => [r.id, r.status],
      ),
    );
    // Asked, not promoted (decision 060): the spot is held for her until she takes it.
    expect(statuses).toEqual({
      [ids.rahul]: 'withdrawn',
      [ids.ananya]: 'accepted',
      [ids.arjun]: 'confirmed',
      [ids.kavya]: 'waitlist',
    });
    expect((await call(`/api/games/${game.id}`)).body.current_players).toBe(1);
    await mailTo(demoEmail('ananya'), `A spot opened up: ${game.title}`);
    expect(
      (await call(`/api/requests/${ids.ananya}/offer/take`, { method: 'POST', token: tokens.ananya })).status,
    ).toBe(200);
    expect((await call(`/api/games/${game.id}`)).body.current_players).toBe(2);
    await mailTo(demoEmail('ananya'), `You're in: ${game.title}`);
    await mailTo(demoEmail('priya'), `Rahul Test withdrew from ${game.title}`);
    // Full now: a new request is refused with the spec-style message.
    const [kavyaWithdraws] = [
      await call(`/api/requests/${ids.kavya}/withdraw`, { method: 'POST', token: tokens.kavya }),
    ];
    expect(kavyaWithdraws.body).toEqual({ status: 'withdrawn', promoted: false });
  });
});

describe("the game page's own request, read from the player's side", () => {
  it('asked with the game’s creation time: the same request as by its key (without the game the page holds), kept in step, 404 for anyone else', async () => {
    const game = (await newGame()) as Awaited<ReturnType<typeof newGame>> & { created_at: string };
    const mine = (who: Who, since = game.created_at) =>
      call(`/api/games/${game.id}/my-request?since=${encodeURIComponent(since)}`, { token: tokens[who] });
    expect(await mine('rahul')).toEqual({ status: 404, body: { message: REQUEST_MESSAGES.noRequest } });

    const joined = await joinAs('rahul', game, { [game.questions[0]!.id]: 'Forward' });
    expect(joined.status).toBe(201);
    const byKey = await call(`/api/games/${game.id}/my-request`, { token: tokens.rahul });
    expect(byKey.body.game).toMatchObject({ id: game.id });
    const fromPlayer = await mine('rahul');
    expect(fromPlayer.status).toBe(200);
    expect(fromPlayer.body).toEqual({ ...byKey.body, game: null });

    // The host's decision shows in the player's own entries too.
    const decided = await call(`/api/requests/${joined.body.joinRequestId}/decision`, {
      method: 'POST',
      token: tokens.priya,
      body: { action: 'accept' },
    });
    expect(decided.status).toBe(200);
    const confirmed = await until(async () => {
      const now = await mine('rahul');
      return now.body?.status === 'confirmed' ? now.body : undefined;
    });
    expect(confirmed).toMatchObject({ id: joined.body.joinRequestId, game_pass: expect.any(String) });

    // Only the caller's own requests are looked at: another player finds none.
    expect(await mine('ananya')).toEqual({ status: 404, body: { message: REQUEST_MESSAGES.noRequest } });
    // It is a read of the requests made since then: one made before the instant given is not among them.
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    expect((await mine('rahul', tomorrow)).status).toBe(404);
    for (const bad of ['yesterday', '2026-13-45T00:00:00Z', '1700000000'])
      expect(await mine('rahul', bad), bad).toEqual({
        status: 400,
        body: expect.objectContaining({ message: OWN_REQUEST_MESSAGES.badSince }),
      });
  });
});

describe('refusals', () => {
  it('validation, full, unknown and signed-out joins', async () => {
    const game = await newGame({ max_players: 2 });
    expect(await joinAs('rahul', game, {})).toMatchObject({
      status: 400,
      body: { message: JOIN_MESSAGES.fieldRequired, field: `answers.${game.questions[0]!.id}` },
    });
    expect(await joinAs('rahul', game, { [game.questions[0]!.id]: 'Striker' })).toMatchObject({
      status: 400,
      body: { message: JOIN_MESSAGES.notAnOption },
    });
    const noEmail = await call(`/api/games/${game.id}/join`, {
      method: 'POST',
      token: tokens.rahul,
      body: { answers: { [game.questions[0]!.id]: 'Forward' }, contactInfo: { name: 'R', email: '' } },
    });
    expect(noEmail).toMatchObject({
      status: 400,
      body: { message: JOIN_MESSAGES.emailRequired, field: 'contactInfo.email' },
    });
    expect(
      (await call(`/api/games/${game.id}/join`, { method: 'POST', body: { contactInfo: contactOf('rahul') } })).status,
    ).toBe(401);
    expect(
      await call('/api/games/no-such-game/join', {
        method: 'POST',
        token: tokens.rahul,
        body: { contactInfo: contactOf('rahul') },
      }),
    ).toEqual({ status: 404, body: { message: JOIN_MESSAGES.gameNotFound } });

    for (const who of ['rahul', 'ananya'] as Who[])
      await decide((await joinAs(who, game)).body.joinRequestId, 'accept');
    expect(await joinAs('kavya', game)).toEqual({ status: 409, body: { message: JOIN_MESSAGES.gameFull } });
    expect(await joinAs('rahul', game)).toMatchObject({
      status: 409,
      body: { message: JOIN_MESSAGES.alreadyJoined, status: 'confirmed' },
    });
  });

  it('cancelling a game with requests tells its players; it takes no more requests or decisions', async () => {
    const game = await newGame();
    const requestId = (await joinAs('rahul', game)).body.joinRequestId;
    expect((await call(`/api/games/${game.id}`, { method: 'DELETE', token: tokens.priya })).body).toEqual({
      outcome: 'cancelled',
    });
    expect((await mailTo(demoEmail('rahul'), `Cancelled: ${game.title}`)).text).toContain('was cancelled by the host');
    expect(await joinAs('ananya', game)).toEqual({ status: 409, body: { message: JOIN_MESSAGES.notOpen } });
    expect(await decide(requestId, 'accept')).toEqual({
      status: 409,
      body: { message: REQUEST_MESSAGES.gameCancelled },
    });
  });
});

describe('authorization matrix', () => {
  it('another player or another host cannot read or decide requests, see passes, nudge or check in for games not theirs', async () => {
    const game = await newGame();
    const requestId = (await joinAs('rahul', game)).body.joinRequestId;
    const other = (await joinAs('kavya', game)).body.joinRequestId;
    await decide(other, 'accept');
    const pass = (await call(`/api/games/${game.id}/my-request`, { token: tokens.kavya })).body.game_pass as string;
    expect(pass).toBeTruthy();

    const notFound = { status: 404 };
    for (const who of ['ananya', 'arjun', 'rahul'] as Who[]) {
      const t = tokens[who];
      expect(await call(`/api/games/${game.id}/requests`, { token: t }), `${who} reads requests`).toMatchObject(
        notFound,
      );
      expect(
        await call(`/api/requests/${requestId}/decision`, { method: 'POST', token: t, body: { action: 'accept' } }),
        `${who} decides`,
      ).toMatchObject(notFound);
      expect(
        await call(`/api/games/${game.id}/check-ins`, { method: 'POST', token: t, body: { code: pass } }),
        `${who} checks in`,
      ).toMatchObject(notFound);
      expect(await call(`/api/games/${game.id}/check-ins`, { token: t }), `${who} reads arrivals`).toMatchObject(
        notFound,
      );
      // Kavya's request and pass are hers alone.
      expect(await call(`/api/requests/${other}/nudge`, { method: 'POST', token: t }), `${who} nudges`).toMatchObject(
        notFound,
      );
      expect(
        await call(`/api/requests/${other}/withdraw`, { method: 'POST', token: t }),
        `${who} withdraws`,
      ).toMatchObject(notFound);
      const mine = (await call('/api/me/requests', { token: t })).body.requests as {
        id: string;
        game_pass: string | null;
      }[];
      expect(
        mine.some((r) => r.id === other || r.game_pass === pass),
        `${who} sees the pass`,
      ).toBe(false);
    }
    expect(await call(`/api/games/${game.id}/my-request`, { token: tokens.ananya })).toEqual({
      status: 404,
      body: { message: REQUEST_MESSAGES.noRequest },
    });
    // The host sees the request but never its pass.
    expect(JSON.stringify((await call(`/api/games/${game.id}/requests`, { token: tokens.priya })).body)).not.toContain(
      pass,
    );
    expect((await call(`/api/requests/${requestId}/nudge`, { method: 'POST', token: tokens.priya })).status).toBe(404);
    for (const [method, path] of [
      ['GET', `/api/games/${game.id}/requests`],
      ['POST', `/api/requests/${requestId}/decision`],
      ['POST', `/api/requests/${requestId}/nudge`],
      ['GET', '/api/me/requests'],
      ['GET', '/api/notifications'],
    ]) {
      expect(
        (await call(path!, { method, body: method === 'POST' ? {} : undefined })).status,
        `${method} ${path} signed out`,
      ).toBe(401);
    }
    expect(
      (await call(`/api/games/${game.id}/requests`, { token: tokens.priya })).body.requests.find(
        (r: { id: string }) => r.id === requestId,
      ).status,
    ).toBe('pending');
  });
});

describe('notifications', () => {
  // Vikram hosts here and nowhere else in these tests, so nothing else moves his count meanwhile.
  it('the bell marks one, then all, read', async () => {
    const game = await newGame({}, 'vikram');
    await joinAs('ananya', game);
    await until(
      async () =>
        (await call('/api/notifications', { token: tokens.vikram })).body.notifications.some((n: { body: string }) =>
          n.body.includes(game.title),
        ),
      10_000,
      'notification',
    );
    const before = (await call('/api/notifications', { token: tokens.vikram })).body;
    expect(before.notifications.length).toBeLessThanOrEqual(20);
    const unreadOne = before.notifications.find((n: { is_read: boolean }) => !n.is_read);
    const after = await call('/api/notifications/read', {
      method: 'POST',
      token: tokens.vikram,
      body: { ids: [unreadOne.id] },
    });
    expect(after.body.unread).toBe(before.unread - 1);
    expect(after.body.notifications.find((n: { id: string }) => n.id === unreadOne.id).is_read).toBe(true);
    expect(
      (await call('/api/notifications/read', { method: 'POST', token: tokens.vikram, body: {} })).body.unread,
    ).toBe(0);
    // Another user's ids touch nothing of theirs.
    expect(
      (await call('/api/notifications/read', { method: 'POST', token: tokens.rahul, body: { ids: [unreadOne.id] } }))
        .status,
    ).toBe(200);
  });
});
