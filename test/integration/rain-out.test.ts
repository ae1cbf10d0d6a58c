import { describe, expect, inject, it } from 'vitest';
import { FORECAST_KEEP_SECONDS, RAIN_LIKELY_PERCENT, rainHeadsUpAt } from '@shared/rules/forecast';
import { CALLED_OFF_FOR_RAIN } from '@shared/texts/rain-out';
import { SCHEDULE_TARGETS } from '@functions/platform/schedule-targets';
import { rainHeadsUpName } from '@functions/games/rain-out/rain-heads-up-service';
import { acceptedJoin } from '../support/accepted-join';
import { devSchedules } from '../support/dev-schedules';
import { waitForMail } from '../support/dev-outbox';
import { demoEmail, demoTokens } from '../support/demo-tokens';
import { apiClient, gameBody, inDays, refundsOf, uniqueTag, until } from '../support/games-client';
import { payAccepted } from '../support/paid-join';

// Rain-out through the local stack: the game page's forecast from the Open-Meteo stand-in (set per
// point through /dev/forecast) and kept an hour per game; the host's heads-up schedule three hours
// before the start, fired by the local scheduler's clock; and 'Call off for rain', which refunds every
// paid player in full at the Razorpay stand-in whatever the game's policy, and tells everyone.
const base = inject('localStackUrl');
const stackRazorpay = inject('razorpay');
const { call } = apiClient(base);
const tokens = demoTokens(base, ['priya', 'rahul', 'ananya', 'kavya', 'meera']);
const { schedulesWith, schedulesWhen, fireUntil } = devSchedules(base);
const RUN = uniqueTag();

/** A point of its own per game (the stand-in's settings and call counts are per point). */
let nextPoint = 0;
const ownPoint = () => {
  nextPoint += 1;
  const seed = Number.parseInt(RUN.slice(2, 6), 36) % 500;
  return { latitude: 19 + seed / 1000 + nextPoint / 100, longitude: 73.5 + nextPoint / 100 };
};
const setForecast = async (weather: Record<string, unknown>) => {
  const answer = await call('/dev/forecast', { method: 'POST', body: weather });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
};
const callsFor = async (point: { latitude: number; longitude: number }) =>
  ((await call('/dev/forecast')).body.calls as { point: string }[]).filter(
    (c) => c.point === `${point.latitude.toFixed(4)},${point.longitude.toFixed(4)}`,
  ).length;

async function newGame(over: Record<string, unknown> = {}) {
  const point = ownPoint();
  const created = await call('/api/games', {
    method: 'POST',
    token: tokens.priya,
    body: gameBody({
      location: 'Shivaji Park, Mumbai',
      maps_link: `https://www.google.com/maps?q=${point.latitude},${point.longitude}`,
      game_date: inDays(2),
      game_time: '18:00',
      ...over,
    }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { game: created.body as { id: string; title: string; game_datetime: string }, point };
}

const forecastOf = (gameId: string) => fetch(`${base}/api/games/${gameId}/forecast`);

describe("a game's forecast", () => {
  it("answers the hour's rain chance and temperature, shared at the edge and kept an hour per game", async () => {
    const { game, point } = await newGame();
    await setForecast({ ...point, at: game.game_datetime, precipitation_probability: 70, temperature_2m: 26.6 });
    const first = await forecastOf(game.id);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(await first.json()).toEqual({
      forecast: { hour: game.game_datetime, rain_chance: 70, temperature_c: 27 },
    });
    // The second reader is answered from the kept copy: Open-Meteo was asked once.
    expect((await (await forecastOf(game.id)).json()).forecast.rain_chance).toBe(70);
    expect(await callsFor(point)).toBe(1);
    expect(FORECAST_KEEP_SECONDS).toBe(3600);
  });

  it('is a dry day where nobody set the weather, and nothing at all outside five days or when Open-Meteo fails', async () => {
    const { game: dry } = await newGame();
    expect((await (await forecastOf(dry.id)).json()).forecast).toMatchObject({ rain_chance: 5, temperature_c: 27 });

    const { game: far, point: farPoint } = await newGame({ game_date: inDays(7) });
    expect(await (await forecastOf(far.id)).json()).toEqual({ forecast: null });
    expect(await callsFor(farPoint)).toBe(0);

    const { game: down, point: downPoint } = await newGame();
    await setForecast({ ...downPoint, fail: true });
    const answer = await forecastOf(down.id);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ forecast: null });
    // Nothing was kept: the next reader asks again.
    await forecastOf(down.id);
    expect(await callsFor(downPoint)).toBe(2);

    expect((await forecastOf('no-such-game')).status).toBe(404);
  });
});

describe("the host's rain heads-up", () => {
  it('is scheduled three hours before the start, moved with the game, and tells the host once when rain is likely', async () => {
    const { game, point } = await newGame();
    const name = rainHeadsUpName(game.id);
    const [scheduled] = await schedulesWhen(name, (l) => l.length === 1, 'the heads-up schedule');
    expect(scheduled).toMatchObject({ at: rainHeadsUpAt(game.game_datetime), target: SCHEDULE_TARGETS.rainHeadsUp });

    // Moved an hour later: the schedule follows.
    const moved = await call(`/api/games/${game.id}`, {
      method: 'PUT',
      token: tokens.priya,
      body: gameBody({
        title: game.title,
        location: 'Shivaji Park, Mumbai',
        maps_link: `https://www.google.com/maps?q=${point.latitude},${point.longitude}`,
        game_date: inDays(2),
        game_time: '19:00',
      }),
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const start = moved.body.game_datetime as string;
    await schedulesWhen(name, (l) => l[0]?.at === rainHeadsUpAt(start), 'the moved heads-up');

    await setForecast({ ...point, at: start, precipitation_probability: RAIN_LIKELY_PERCENT + 15 });
    const fired = await fireUntil(name, new Date(Date.parse(rainHeadsUpAt(start)) + 60_000).toISOString());
    expect(fired.map((f) => f.result?.outcome)).toEqual(['sent']);
    const mail = await waitForMail(base, demoEmail('priya'), `Rain likely: ${game.title}`);
    expect(mail.text).toContain(`Rain likely at ${game.title} (`);
    expect(mail.text).toContain('75% chance. You can call it off for rain from the game page.');
    const bell = await call('/api/notifications', { token: tokens.priya });
    const notices = (bell.body.notifications as { title: string; body: string; link: string }[]).filter((n) =>
      n.body.startsWith(`Rain likely at ${game.title}`),
    );
    expect(notices).toEqual([expect.objectContaining({ title: 'Rain likely', link: `/game/${game.id}` })]);
  });

  it('is dropped when the game is called off', async () => {
    const { game } = await newGame({ price: 0 });
    await schedulesWhen(rainHeadsUpName(game.id), (l) => l.length === 1, 'the heads-up schedule');
    const off = await call(`/api/games/${game.id}/call-off-for-rain`, { method: 'POST', token: tokens.priya });
    expect(off.status).toBe(200);
    await schedulesWhen(rainHeadsUpName(game.id), (l) => l.length === 0, 'the heads-up removed');
    expect(await schedulesWith(rainHeadsUpName(game.id))).toEqual([]);
  });
});

const standInApi = async (path: string) =>
  (
    await fetch(`${base}/local-razorpay/api/v1${path}`, {
      headers: {
        authorization: `Basic ${Buffer.from(`${stackRazorpay.keyId}:${stackRazorpay.keySecret}`).toString('base64')}`,
      },
    })
  ).json();

describe('calling a game off for rain', () => {
  it('refunds every paid player in full under a no-refund policy, once however often it is tapped, and tells everyone', async () => {
    const { game } = await newGame({ cancellation_policy: 'strict', price: 150 });
    const join = (who: string) => ({ contactInfo: { name: `${who} Rain`, email: `${who}.rain.${RUN}@players.test` } });
    const paidRequest = await acceptedJoin(call, game.id, { player: tokens.rahul, host: tokens.priya }, join('rahul'));
    const paid = await payAccepted(base, call, paidRequest, tokens.rahul);
    const paid2Request = await acceptedJoin(call, game.id, { player: tokens.kavya, host: tokens.priya }, join('kavya'));
    const paid2 = await payAccepted(base, call, paid2Request, tokens.kavya);
    // Under the strict policy a withdrawal now would give nothing back: the rain gives it all.
    expect((await call(`/api/requests/${paidRequest}/refund-quote`, { token: tokens.rahul })).body).toMatchObject({
      refundable: false,
      amount: 0,
      percent: 0,
      policy: 'strict',
    });
    // Meera was accepted and has not paid: she is released, owing and owed nothing (her time to pay
    // then ends quietly: the offers' own tests cover a cancelled game's lapse).
    const unpaidRequest = await acceptedJoin(
      call,
      game.id,
      { player: tokens.meera, host: tokens.priya },
      join('meera'),
    );
    // Ananya only asked (pending).
    expect(
      (await call(`/api/games/${game.id}/join`, { method: 'POST', token: tokens.ananya, body: join('ananya') })).status,
    ).toBe(201);

    // Nobody else may call it off, and it stays as it was.
    for (const who of ['rahul', 'kavya'] as const)
      expect(
        (await call(`/api/games/${game.id}/call-off-for-rain`, { method: 'POST', token: tokens[who] })).status,
      ).toBe(404);
    expect((await call(`/api/games/${game.id}`)).body.status).toBe('upcoming');

    // Two taps at once: one cancellation.
    const taps = await Promise.all(
      [0, 1].map(() => call(`/api/games/${game.id}/call-off-for-rain`, { method: 'POST', token: tokens.priya })),
    );
    expect(taps.map((t) => t.body)).toEqual([{ outcome: 'called-off' }, { outcome: 'called-off' }]);
    expect((await call(`/api/games/${game.id}`)).body).toMatchObject({ status: 'cancelled', cancelled_for: 'rain' });

    // 150 + the default fee: whatever each paid comes back, in full, one refund per payment.
    for (const [who, payment] of [
      ['rahul', paid],
      ['kavya', paid2],
    ] as const) {
      const refunds = await refundsOf(standInApi, payment.razorpay_payment_id!, 'the rain refund');
      const request = (await call(`/api/games/${game.id}/my-request`, { token: tokens[who] })).body;
      expect(refunds.map((r) => r.amount)).toEqual([request.receipt.amount_paise]);
    }
    const mine = await until(
      async () => {
        const request = (await call(`/api/games/${game.id}/my-request`, { token: tokens.rahul })).body;
        return request?.refund ? request : undefined;
      },
      15_000,
      "rahul's refund",
    );
    expect(mine.refund).toMatchObject({
      amount_paise: mine.receipt.amount_paise,
      paid_paise: mine.receipt.amount_paise,
    });

    // Everyone with a request hears it in rain words; the paid players read the refund line.
    const paidMail = await waitForMail(base, demoEmail('rahul'), `Called off for rain: ${game.title}`, 20_000);
    expect(paidMail.text).toContain(`${game.title} on `);
    expect(paidMail.text).toContain('is called off for rain.');
    expect(paidMail.text).toMatch(/Your ₹[\d,.]+ is refunded in full/);
    const pendingMail = await waitForMail(base, demoEmail('ananya'), `Called off for rain: ${game.title}`, 20_000);
    expect(pendingMail.text).not.toContain('refunded');
    const bell = await call('/api/notifications', { token: tokens.kavya });
    expect(
      (bell.body.notifications as { title: string; body: string }[]).filter(
        (n) => n.title === CALLED_OFF_FOR_RAIN && n.body.startsWith(game.title),
      ),
    ).toHaveLength(1);

    // The unpaid player: nothing to pay any more, nothing refunded, told without refund words.
    const order = await call('/api/payments/orders', {
      method: 'POST',
      token: tokens.meera,
      body: { joinRequestId: unpaidRequest },
    });
    expect(order.status).toBe(409);
    expect(order.body.message).toBe('This game is no longer open for payment');
    expect((await call(`/api/games/${game.id}/my-request`, { token: tokens.meera })).body).toMatchObject({
      payment_status: 'pending',
      receipt: null,
      refund: null,
    });
    const unpaidMail = await waitForMail(base, demoEmail('meera'), `Called off for rain: ${game.title}`, 20_000);
    expect(unpaidMail.text).toContain('is called off for rain.');
    expect(unpaidMail.text).not.toContain('refund');

    // A third tap later changes nothing.
    expect(
      (await call(`/api/games/${game.id}/call-off-for-rain`, { method: 'POST', token: tokens.priya })).body,
    ).toEqual({ outcome: 'called-off' });
    const again = await refundsOf(standInApi, paid.razorpay_payment_id!, 'the rain refund');
    expect(again).toHaveLength(1);
  });

  it('is refused for a game cancelled without the rain', async () => {
    const { game } = await newGame({ price: 0 });
    const join = { contactInfo: { name: 'Rahul Rain', email: `rahul.rain2.${RUN}@players.test` } };
    expect((await call(`/api/games/${game.id}/join`, { method: 'POST', token: tokens.rahul, body: join })).status).toBe(
      201,
    );
    expect((await call(`/api/games/${game.id}`, { method: 'DELETE', token: tokens.priya })).body).toEqual({
      outcome: 'cancelled',
    });
    const refused = await call(`/api/games/${game.id}/call-off-for-rain`, { method: 'POST', token: tokens.priya });
    expect(refused.status).toBe(409);
    expect((await call(`/api/games/${game.id}`)).body.cancelled_for ?? null).toBeNull();
  });
});
