import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, weekdayOf } from '@shared/rules/series';
import { occurrenceId } from '@functions/games/series/occurrence-id';
import { acceptedJoin } from '../support/accepted-join';
import { apiClient, gameBody, inDays, untilRead } from '../support/games-client';
import { signInDemo } from '../support/demo-tokens';
import { freshPlayer } from '../support/fresh-player';
import { payAccepted } from '../support/paid-join';
import { seriesReader } from '../support/series-reader';

// Regulars of a repeating series through the local stack (decision 071): a player asks, the host
// approves, and the player holds a request for every coming date, one the job makes later too;
// strangers wait for a date to open; a skip frees the spot for the waitlist; leave and removal give
// the coming dates up; a paid series asks each date's payment and a skip refunds it in full.
const base = inject('localStackUrl');
const { call } = apiClient(base);

let priya: string;
beforeAll(async () => {
  [priya] = await signInDemo(base, ['priya']);
});

interface SeriesView {
  id: string;
  next: { id: string; game_date: string }[];
  regulars: { skip_cutoff_hours: number; public_opens_hours: number; count: number };
}
const { view, nextWhen } = seriesReader<SeriesView>(call);
const weekly = (date: string, count = 8) => ({ days: [weekdayOf(date)], interval: 1, count });
const joinBody = (name: string) => ({ contactInfo: { name, email: `${name.toLowerCase()}@example.test` } });
const myRequest = async (gameId: string, token: string) => call(`/api/games/${gameId}/my-request`, { token });
const post = (path: string, token: string, body: unknown = {}) => call(path, { method: 'POST', token, body });
const del = (path: string, token: string) => call(path, { method: 'DELETE', token });
const bellSays = (token: string, text: string) =>
  untilRead(
    async () => JSON.stringify((await call('/api/notifications', { token })).body),
    (bell) => bell.includes(text),
    15_000,
    `the notice '${text}'`,
  );

async function startSeries(game: Record<string, unknown>, regulars: Record<string, number>, count = 8) {
  const body = { game, repeat: weekly(game.game_date as string, count), regulars };
  const created = await call('/api/game-series', { method: 'POST', token: priya, body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { game: { id: string; opens_to_public_at: string | null }; series: SeriesView };
}

async function approvedRegular(seriesId: string, name: string) {
  const player = await freshPlayer(base, name);
  const asked = await post(`/api/game-series/${seriesId}/regulars`, player.token);
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const approved = await post(`/api/game-series/${seriesId}/regulars/${player.sub}/decision`, priya, {
    action: 'approve',
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return player;
}

describe('regulars of a repeating series', () => {
  it('asks, is approved into every coming date, new dates too; strangers wait for the opening; a skip passes the spot on', async () => {
    // The first date is 2–3 days away: open to everyone (100 h before), the later ones not yet.
    const first = inDays(2);
    const { game, series } = await startSeries(
      gameBody({ game_date: first, game_time: '18:00', price: 0, max_players: 3 }),
      {
        skip_cutoff_hours: 24,
        public_opens_hours: 100,
      },
    );
    expect(series.regulars).toEqual({ skip_cutoff_hours: 24, public_opens_hours: 100, count: 0 });
    expect(Date.parse(game.opens_to_public_at!)).toBeLessThan(Date.now());
    const made = await nextWhen(series.id, 4);
    const [day1, day2] = made.next;

    const asha = await freshPlayer(base, 'Asha Regular');
    const regularsOf = `/api/game-series/${series.id}/regulars`;
    expect((await call(`${regularsOf}/me`, { token: asha.token })).status).toBe(404);
    expect((await post(regularsOf, asha.token)).body).toEqual({ status: 'pending' });
    const again = await post(regularsOf, asha.token);
    expect([again.status, again.body.message]).toEqual([409, 'You already asked to be a regular']);
    expect((await post(regularsOf, priya)).status).toBe(409);
    expect((await call(`${regularsOf}/me`, { token: asha.token })).body).toEqual({
      status: 'pending',
      skip_cutoff_hours: 24,
      public_opens_hours: 100,
      skipped_game_ids: [],
    });
    // Only the host reads the list.
    expect((await call(regularsOf, { token: asha.token })).status).toBe(404);
    const listed = await call(regularsOf, { token: priya });
    expect(listed.body).toMatchObject({
      max_players: 3,
      regulars: [{ user_id: asha.sub, name: 'Asha Regular', status: 'pending', approved_at: null, show_up: null }],
    });

    // Approved: a confirmed request with a pass, marked regular, for every coming date.
    const approve = await post(`${regularsOf}/${asha.sub}/decision`, priya, { action: 'approve' });
    expect(approve.body).toEqual({ status: 'approved' });
    for (const { id } of made.next) {
      const own = await myRequest(id, asha.token);
      expect(own.body, id).toMatchObject({ status: 'confirmed', regular: true, payment_status: 'not_required' });
      expect(own.body.game_pass).toEqual(expect.any(String));
    }
    expect((await view(series.id)).regulars.count).toBe(1);
    // The host heard of the ask (and of no join request for the dates); the player hears the approval.
    const title = (await call(`/api/games/${day1!.id}`)).body.title as string;
    await bellSays(priya, `Asha Regular asked to be a regular of ${title}`);
    await bellSays(asha.token, `The host approved you as a regular of ${title}`);
    const hostBell = JSON.stringify((await call('/api/notifications', { token: priya })).body);
    expect(hostBell).not.toContain(`Asha Regular wants to join ${title}`);

    // A stranger waits for a date that is not open yet; the open one takes them.
    const dev = await freshPlayer(base, 'Dev Stranger');
    const early = await post(`/api/games/${day2!.id}/join`, dev.token, joinBody('Dev'));
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/^Regulars have first claim: this game opens to everyone on .+/);
    const opens = (await call(`/api/games/${day2!.id}`)).body.opens_to_public_at as string;
    expect(early.body.opens_to_public_at).toBe(opens);
    expect(Date.parse(opens)).toBeGreaterThan(Date.now());
    // The host gives regulars no head start any more: the coming dates open at once.
    const settings = await call(`/api/game-series/${series.id}/regulars-settings`, {
      method: 'PUT',
      token: priya,
      body: { skip_cutoff_hours: 24, public_opens_hours: 0 },
    });
    expect(settings.body).toEqual({ skip_cutoff_hours: 24, public_opens_hours: 0 });
    expect((await call(`/api/games/${day2!.id}`)).body.opens_to_public_at).toBeNull();
    expect((await post(`/api/games/${day2!.id}/join`, dev.token, joinBody('Dev'))).status).toBe(201);

    // A new date made by the job gets the regular's request too.
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect(
      (await call(`/dev/schedules/fill-game-series?at=${encodeURIComponent(inAWeek)}`, { method: 'POST' })).status,
    ).toBe(200);
    const fifthId = occurrenceId(
      { id: series.id, first_date: first, first_game_id: game.id } as Parameters<typeof occurrenceId>[0],
      addDays(first, 28),
    );
    expect((await call(`/api/games/${fifthId}`)).status).toBe(200);
    await untilRead(
      () => myRequest(fifthId, asha.token),
      (r) => r.body?.status === 'confirmed' && r.body.regular === true,
      15_000,
      "the regular's request for the new date",
    );

    // Day 1 fills (the regular and two more), a fourth waits; the regular skips and the spot is offered.
    const ravi = await freshPlayer(base, 'Ravi Player');
    await acceptedJoin(call, day1!.id, { player: dev.token, host: priya }, joinBody('Dev'));
    const meera = await freshPlayer(base, 'Meera Waiting');
    const waiting = await post(`/api/games/${day1!.id}/join`, meera.token, joinBody('Meera'));
    expect(waiting.status).toBe(201);
    const meeraRequest = waiting.body.joinRequestId as string;
    await acceptedJoin(call, day1!.id, { player: ravi.token, host: priya }, joinBody('Ravi'));
    expect((await post(`/api/requests/${meeraRequest}/decision`, priya, { action: 'waitlist' })).status).toBe(200);
    const skipped = await post(`/api/games/${day1!.id}/skip`, asha.token);
    expect(skipped.body).toEqual({ skipped: true });
    expect((await myRequest(day1!.id, asha.token)).body.status).toBe('withdrawn');
    expect((await myRequest(day1!.id, meera.token)).body).toMatchObject({ status: 'accepted' });
    expect((await call(`${regularsOf}/me`, { token: asha.token })).body.skipped_game_ids).toEqual([day1!.id]);
    // Meera takes the spot: the regular's undo finds the game full.
    expect((await post(`/api/requests/${meeraRequest}/offer/take`, meera.token)).status).toBe(200);
    const undo = await del(`/api/games/${day1!.id}/skip`, asha.token);
    expect([undo.status, undo.body.message]).toEqual([409, 'The game is full now']);
    // Skip and undo on a date with room: accepted again.
    expect((await post(`/api/games/${day2!.id}/skip`, asha.token)).body).toEqual({ skipped: true });
    expect((await del(`/api/games/${day2!.id}/skip`, asha.token)).body).toEqual({ skipped: false });
    expect((await myRequest(day2!.id, asha.token)).body).toMatchObject({ status: 'confirmed', regular: true });
    // A stranger can't skip.
    expect((await post(`/api/games/${day2!.id}/skip`, dev.token)).status).toBe(404);

    // Leaving gives up every coming date.
    expect((await del(`${regularsOf}/me`, asha.token)).status).toBe(204);
    expect((await call(`${regularsOf}/me`, { token: asha.token })).status).toBe(404);
    for (const { id } of made.next.slice(1))
      expect((await myRequest(id, asha.token)).body.status, id).toBe('withdrawn');
    expect((await view(series.id)).regulars.count).toBe(0);
  });

  it('caps the regulars at the places of a date; the host declines, removes, and the removed player is told', async () => {
    const first = inDays(4);
    const { series } = await startSeries(gameBody({ game_date: first, price: 0, max_players: 2 }), {}, 3);
    expect(series.regulars).toEqual({ skip_cutoff_hours: 24, public_opens_hours: 48, count: 0 });
    const made = await nextWhen(series.id, 3);
    const regularsOf = `/api/game-series/${series.id}/regulars`;
    const kiran = await approvedRegular(series.id, 'Kiran Regular');
    const joy = await approvedRegular(series.id, 'Joy Regular');
    const lata = await freshPlayer(base, 'Lata Third');
    expect((await post(regularsOf, lata.token)).status).toBe(201);
    const over = await post(`${regularsOf}/${lata.sub}/decision`, priya, { action: 'approve' });
    expect([over.status, over.body.message]).toEqual([409, 'The regulars already fill every place in this game']);
    // Someone else than the host can't decide or remove.
    expect((await post(`${regularsOf}/${lata.sub}/decision`, kiran.token, { action: 'approve' })).status).toBe(404);
    expect((await del(`${regularsOf}/${kiran.sub}`, lata.token)).status).toBe(404);
    expect((await post(`${regularsOf}/${lata.sub}/decision`, priya, { action: 'decline' })).body).toEqual({
      status: 'declined',
    });
    expect((await call(`${regularsOf}/me`, { token: lata.token })).status).toBe(404);

    // The host removes the regular: each coming date's place is taken back, and the player is told.
    expect((await del(`${regularsOf}/${kiran.sub}`, priya)).status).toBe(204);
    for (const { id } of made.next) expect((await myRequest(id, kiran.token)).body.status, id).toBe('rejected');
    expect((await view(series.id)).regulars.count).toBe(1);
    await bellSays(kiran.token, 'Removed from the game');
    await bellSays(kiran.token, 'The host removed you from the regulars of');
    await bellSays(lata.token, 'The host declined your request to be a regular of');

    // Joy's data export lists the series; her deleted account leaves it (the count follows).
    const exported = (await call('/api/me/data', { token: joy.token })).body;
    expect(exported.regulars).toEqual([expect.objectContaining({ series_id: series.id, status: 'approved' })]);
    const deleted = await call('/api/me', { method: 'DELETE', token: joy.token, body: { confirmation: 'DELETE' } });
    expect(deleted.status).toBe(200);
    await untilRead(
      () => view(series.id),
      (v) => v.regulars.count === 0,
      15_000,
      'the count without Joy',
    );
    expect((await call(regularsOf, { token: priya })).body.regulars).toEqual([]);
  });

  it('a paid series: each date waits for payment; a paid skip is refunded in full', async () => {
    const first = inDays(5);
    const { series } = await startSeries(gameBody({ game_date: first, price: 200, max_players: 6 }), {}, 2);
    const made = await nextWhen(series.id, 2);
    const nila = await approvedRegular(series.id, 'Nila Paid');
    const [day1] = made.next;
    const own = (await myRequest(day1!.id, nila.token)).body;
    expect(own).toMatchObject({ status: 'accepted', payment_status: 'pending', regular: true });
    expect(own.payment_due_at).toEqual(expect.any(String));
    await payAccepted(base, call, own.id, nila.token);
    expect((await myRequest(day1!.id, nila.token)).body.status).toBe('confirmed');
    expect((await post(`/api/games/${day1!.id}/skip`, nila.token)).body).toEqual({ skipped: true });
    const after = (await myRequest(day1!.id, nila.token)).body;
    expect(after).toMatchObject({ status: 'withdrawn', payment_status: 'refunded' });
    expect(after.refund).toMatchObject({ amount_paise: 20_000, paid_paise: 20_000 });
  });
});
