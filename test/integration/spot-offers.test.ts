import { describe, expect, inject, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '@infra/local/dynamo-local';
import { LOCAL } from '@infra/local/names';
import { ENV } from '@functions/platform/env-names';
import { paymentKeys } from '@functions/payments/adapters/keys';
import { offerScheduleName } from '@functions/payments/offer-schedules';
import { spotCheckScheduleName } from '@functions/payments/open-spot-checks';
import { offerHoldEndsAt } from '@shared/rules/offer-hold';
import { OFFER_MESSAGES } from '@shared/rules/spot-offers';
import { apiClient, gameBody, minutesFromNow, untilRead } from '../support/games-client';
import { waitForMail } from '../support/dev-outbox';
import { devSchedules } from '../support/dev-schedules';
import { setLocalStackEnv } from '../support/local-handler-env';
import { payAccepted } from '../support/paid-join';
import { demoEmail, demoTokens } from '../support/demo-tokens';
import { demoJoins } from '../support/demo-joins';

// Waitlist offers through every layer (decision 060): the offer written with the withdrawal, the
// consumer scheduling its end, the schedule firing (at a moment the test chooses), the player's
// take and decline routes, a capacity raise's new spots, and the notices by e-mail.
const base = inject('localStackUrl');
const { call } = apiClient(base);
const schedules = devSchedules(base);
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: LOCAL.region, credentials: localCredentials }),
  { marshallOptions: { removeUndefinedValues: true } },
);
const tokens = demoTokens(base, ['priya', 'rahul', 'ananya', 'arjun', 'kavya']);
type Who = keyof typeof tokens;

const newGame = async (over: Record<string, unknown> = {}) => {
  const body = gameBody({ price: 0, max_players: 2, ...over });
  const created = await call('/api/games', { method: 'POST', token: tokens.priya, body });
  expect(created.status).toBe(201);
  return { ...(created.body as { id: string; title: string; game_datetime: string }), body };
};
const { joinAs, decide, myRequest } = demoJoins<Who>(base, tokens, 'Offer');
const answer = (who: Who, requestId: string, what: 'take' | 'decline') =>
  call(`/api/requests/${requestId}/offer/${what}`, { method: 'POST', token: tokens[who] });
/** The offer's end, moved into the past here (the hold is minutes to hours), as the schedule will find it. */
const holdRunsOut = async (gameId: string, requestId: string) => {
  const past = new Date(Date.now() - 60_000).toISOString();
  await db.send(
    new UpdateCommand({
      TableName: LOCAL.tableName,
      Key: paymentKeys.requestPayment(gameId, requestId),
      UpdateExpression: 'SET offer_due_at = :due, gsi5sk = :sk',
      ExpressionAttributeValues: { ':due': past, ':sk': paymentKeys.openOffer(past, requestId).gsi5sk },
    }),
  );
};
/** The offer's schedule, once the consumer has made it. */
const scheduleOf = async (requestId: string) =>
  (await schedules.schedulesWhen(offerScheduleName(requestId), (list) => list.length === 1, 'the offer schedule'))[0]!;

/** A free game full with Rahul and Arjun, Ananya then Kavya waitlisted; Rahul withdraws. */
async function withdrawnFromFullGame() {
  const game = await newGame();
  const ids = {} as Record<Who, string>;
  for (const who of ['rahul', 'arjun', 'ananya', 'kavya'] as Who[]) ids[who] = await joinAs(who, game);
  await decide(ids.rahul, 'accept');
  await decide(ids.arjun, 'accept');
  await decide(ids.ananya, 'waitlist');
  await decide(ids.kavya, 'waitlist');
  expect(await call(`/api/requests/${ids.rahul}/withdraw`, { method: 'POST', token: tokens.rahul })).toEqual({
    status: 200,
    body: { status: 'withdrawn', promoted: true },
  });
  return { game, ids };
}

describe('a freed spot of a free game', () => {
  it('is offered to the first waitlisted player until the hold ends, scheduled; they take it with a tap', async () => {
    const { game, ids } = await withdrawnFromFullGame();
    const offered = await myRequest('ananya', game);
    expect(offered).toMatchObject({ status: 'accepted', payment_status: 'not_required', game_pass: null });
    // The hold rule at the moment of the offer (the night's hours not counted).
    // The rule is read a moment before the write stamps decided_at: within a second of it.
    const rule = offerHoldEndsAt(new Date(offered.decided_at), game.game_datetime)!;
    expect(Math.abs(Date.parse(offered.payment_due_at) - Date.parse(rule))).toBeLessThan(1_000);
    expect((await myRequest('kavya', game)).status).toBe('waitlist');
    expect((await call(`/api/games/${game.id}`)).body.current_players).toBe(1);
    const mail = await waitForMail(base, demoEmail('ananya'), `A spot opened up: ${game.title}`, 10_000);
    expect(mail.text).toContain("It's held for you until");
    expect(mail.text).toContain(`${base}/my-requests`);
    const schedule = await scheduleOf(ids.ananya);
    // At the hold's end, rounded up to the whole second schedules fire on.
    expect(schedule.target).toBe('expire-offer');
    expect(Date.parse(schedule.at)).toBe(Math.ceil(Date.parse(offered.payment_due_at) / 1000) * 1000);

    // Someone else can't take it; she can, once.
    expect((await answer('kavya', ids.ananya, 'take')).status).toBe(404);
    expect(await answer('ananya', ids.ananya, 'take')).toEqual({
      status: 200,
      body: { status: 'confirmed', message: OFFER_MESSAGES.taken },
    });
    expect(await myRequest('ananya', game)).toMatchObject({ status: 'confirmed', game_pass: expect.any(String) });
    expect((await call(`/api/games/${game.id}`)).body.current_players).toBe(2);
    expect(await answer('ananya', ids.ananya, 'take')).toMatchObject({ status: 409 });
    await waitForMail(base, demoEmail('ananya'), `You're in: ${game.title}`, 10_000);
    // The schedule fires after she took it: nothing changes.
    const fired = await schedules.fireUntil(offerScheduleName(ids.ananya), schedule.at);
    expect(fired).toMatchObject([{ ok: true, result: { outcome: 'nothing' } }]);
    expect((await myRequest('ananya', game)).status).toBe('confirmed');
  });

  it('declined, it passes to the next; not taken in time, it lapses on its schedule once and passes back', async () => {
    const { game, ids } = await withdrawnFromFullGame();
    expect(await answer('ananya', ids.ananya, 'decline')).toEqual({
      status: 200,
      body: { status: 'waitlist', message: OFFER_MESSAGES.declined },
    });
    expect(await myRequest('ananya', game)).toMatchObject({ status: 'waitlist', payment_due_at: null });
    expect(await myRequest('kavya', game)).toMatchObject({ status: 'accepted', payment_status: 'not_required' });

    // Kavya lets it run out: the schedule lapses it and the spot goes back to Ananya (she declined earlier).
    const schedule = await scheduleOf(ids.kavya);
    await holdRunsOut(game.id, ids.kavya);
    const fired = await schedules.fireUntil(offerScheduleName(ids.kavya), schedule.at);
    expect(fired).toMatchObject([{ ok: true, result: { outcome: 'lapsed' } }]);
    expect(await myRequest('kavya', game)).toMatchObject({ status: 'waitlist', payment_due_at: null });
    expect((await myRequest('ananya', game)).status).toBe('accepted');
    const told = await waitForMail(base, demoEmail('kavya'), `Spot offer ended: ${game.title}`, 10_000);
    expect(told.text).toContain('was not taken in time and went to the next player (it was held for you until');
    // The reconciler's sweep, the safety net, finds nothing more of Kavya's.
    const run = await (await fetch(`${base}/dev/schedules/reconcile-payments`, { method: 'POST' })).json();
    expect(run.result.errors).toBe(0);
    expect((await myRequest('kavya', game)).status).toBe('waitlist');
    expect((await myRequest('ananya', game)).status).toBe('accepted');
  });
});

describe('a capacity raise', () => {
  it('offers its new spots to the first waitlisted players', async () => {
    const game = await newGame();
    const ids = {} as Record<Who, string>;
    for (const who of ['rahul', 'arjun', 'ananya', 'kavya'] as Who[]) ids[who] = await joinAs(who, game);
    await decide(ids.rahul, 'accept');
    await decide(ids.arjun, 'accept');
    await decide(ids.ananya, 'waitlist');
    await decide(ids.kavya, 'waitlist');
    const raised = await call(`/api/games/${game.id}`, {
      method: 'PUT',
      token: tokens.priya,
      body: { ...game.body, max_players: 4 },
    });
    expect(raised.status).toBe(200);
    for (const who of ['ananya', 'kavya'] as Who[])
      await untilRead(
        () => myRequest(who, game),
        (r) => r.status === 'accepted',
        15_000,
        `${who} offered`,
      );
    expect((await call(`/api/games/${game.id}`)).body.current_players).toBe(2);
  });
});

describe('a freed spot of a paid game', () => {
  it('is offered with the pay link; taking it with a tap is refused; paying confirms it', async () => {
    const game = await newGame({ price: 150 });
    const ids = {} as Record<Who, string>;
    for (const who of ['rahul', 'arjun', 'ananya'] as Who[]) ids[who] = await joinAs(who, game);
    for (const who of ['rahul', 'arjun'] as Who[]) {
      await decide(ids[who], 'accept');
      await payAccepted(base, call, ids[who], tokens[who]);
    }
    await decide(ids.ananya, 'waitlist');
    expect((await call(`/api/requests/${ids.rahul}/withdraw`, { method: 'POST', token: tokens.rahul })).status).toBe(
      200,
    );
    expect(await myRequest('ananya', game)).toMatchObject({ status: 'accepted', payment_status: 'pending' });
    const mail = await waitForMail(base, demoEmail('ananya'), `A spot opened up: ${game.title}`, 10_000);
    expect(mail.text).toContain(`${base}/pay/${ids.ananya}`);
    expect(await answer('ananya', ids.ananya, 'take')).toMatchObject({
      status: 409,
      body: { message: OFFER_MESSAGES.payToTake },
    });
    await payAccepted(base, call, ids.ananya, tokens.ananya);
    expect(await myRequest('ananya', game)).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expect((await call(`/api/games/${game.id}`)).body.current_players).toBe(2);
    // Its schedule fires later: nothing changes.
    const schedule = await scheduleOf(ids.ananya);
    expect(await schedules.fireUntil(offerScheduleName(ids.ananya), schedule.at)).toMatchObject([
      { ok: true, result: { outcome: 'nothing' } },
    ]);
  });
});

describe('a spot left open far from the start', () => {
  const HOUR = 3_600_000;
  /** A check delivered again (Scheduler delivers at least once): its target run in this process. */
  const deliverCheckAgain = async (payload: { gameId: string; startsAt: string }) => {
    setLocalStackEnv(inject('dynamoEndpoint'), { [ENV.appUrl]: base });
    const { handler } = await import('@functions/payments/handlers/announce-open-spot');
    return handler(payload);
  };
  const spotEvents = async (gameId: string) =>
    ((await call('/dev/events')).body.events as { 'detail-type': string; detail: { gameId: string } }[]).filter(
      (e) => e.detail.gameId === gameId && ['SpotOpened.v1', 'SpotLeftOpen.v1'].includes(e['detail-type']),
    );
  /** A free game 8 hours away, full with Rahul and Arjun, nobody waiting; Rahul withdraws. */
  async function leftOpen() {
    const when = minutesFromNow(8 * 60);
    const game = await newGame({ game_date: when.date, game_time: when.time });
    const ids = {} as Record<Who, string>;
    for (const who of ['rahul', 'arjun'] as Who[]) {
      ids[who] = await joinAs(who, game);
      await decide(ids[who], 'accept');
    }
    expect(await call(`/api/requests/${ids.rahul}/withdraw`, { method: 'POST', token: tokens.rahul })).toEqual({
      status: 200,
      body: { status: 'withdrawn', promoted: false },
    });
    const name = spotCheckScheduleName(game.id);
    const [schedule] = await schedules.schedulesWhen(name, (list) => list.length === 1, 'the open-spot check');
    return { game, name, schedule: schedule! };
  }

  it('is checked as its last six hours begin; fired early, after a move or twice, it tells once', async () => {
    const { game, name, schedule } = await leftOpen();
    expect(schedule).toMatchObject({ target: 'announce-open-spot' });
    expect(Date.parse(schedule.at)).toBe(Math.ceil((Date.parse(game.game_datetime) - 6 * HOUR) / 1000) * 1000);
    expect(JSON.parse(schedule.input)).toEqual({ gameId: game.id, startsAt: game.game_datetime });
    expect((await spotEvents(game.id)).map((e) => e['detail-type'])).toEqual(['SpotLeftOpen.v1']);
    // The scheduler's clock may run ahead of the stack's: 8 hours out, the check tells nobody yet.
    expect(await schedules.fireUntil(name, schedule.at)).toMatchObject([{ ok: true, result: { outcome: 'nothing' } }]);

    // The host moves the game to 3 hours from now: its last six hours have begun, so the spot still
    // open is announced at once.
    const soon = minutesFromNow(3 * 60);
    const moved = await call(`/api/games/${game.id}`, {
      method: 'PUT',
      token: tokens.priya,
      body: { ...game.body, game_date: soon.date, game_time: soon.time },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const startsAt = (await call(`/api/games/${game.id}`)).body.game_datetime as string;
    const told = await untilRead(
      () => spotEvents(game.id),
      (events) => events.some((e) => e['detail-type'] === 'SpotOpened.v1'),
      15_000,
      'the open spot announced',
    );
    expect(told.filter((e) => e['detail-type'] === 'SpotOpened.v1').map((e) => e.detail)).toEqual([
      expect.objectContaining({ gameId: game.id, sport: game.body.sport, startsAt, spots: 1 }),
    ]);
    // The check delivered again, for the new start or the old one: nobody is told twice.
    expect(await deliverCheckAgain({ gameId: game.id, startsAt })).toEqual({ gameId: game.id, outcome: 'nothing' });
    expect(await deliverCheckAgain(JSON.parse(schedule.input))).toEqual({ gameId: game.id, outcome: 'nothing' });
    expect((await spotEvents(game.id)).filter((e) => e['detail-type'] === 'SpotOpened.v1')).toHaveLength(1);
  });

  it('tells nobody once the game is cancelled', async () => {
    const { game, name, schedule } = await leftOpen();
    expect((await call(`/api/games/${game.id}`, { method: 'DELETE', token: tokens.priya })).status).toBe(200);
    expect((await call(`/api/games/${game.id}`)).body.status).toBe('cancelled');
    expect(await schedules.fireUntil(name, schedule.at)).toMatchObject([{ ok: true, result: { outcome: 'nothing' } }]);
    expect((await spotEvents(game.id)).map((e) => e['detail-type'])).toEqual(['SpotLeftOpen.v1']);
  });
});
