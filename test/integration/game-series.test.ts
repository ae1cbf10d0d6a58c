import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, weekdayOf } from '@shared/rules/series';
import { reminderAt } from '@shared/rules/reminders';
import { playerReminderName } from '@functions/notifications/reminder-service';
import { occurrenceId } from '@functions/games/series/occurrence-id';
import { hostGamesPage, toGame } from '@functions/games/adapters/game-item';
import { dynamoSeriesRepository } from '@functions/games/series/adapters/series-repository';
import { LOCAL } from '@infra/local/names';
import { acceptedJoin } from '../support/accepted-join';
import { localDb } from '../support/community-fixtures';
import { devSchedules } from '../support/dev-schedules';
import { apiClient, gameBody, inDays, minutesFromNow } from '../support/games-client';
import { demoEmail, signInDemo } from '../support/demo-tokens';
import { waitForMail } from '../support/dev-outbox';
import { seriesReader } from '../support/series-reader';

// Repeating games through the local stack: a series' first game is created by the route, the
// consumer makes the rest of the four weeks ahead, and the daily job (run with the clock moved on,
// POST /dev/schedules/fill-game-series?at=) adds each week as it comes into the window, never twice.
const base = inject('localStackUrl');
const { call } = apiClient(base);
const db = localDb(inject('dynamoEndpoint'));
const { schedulesWhen, fireUntil } = devSchedules(base);

let priya: string;
let rahul: string;
beforeAll(async () => {
  [priya, rahul] = await signInDemo(base, ['priya', 'rahul']);
});

interface SeriesView {
  id: string;
  host_id: string;
  status: string;
  days: string[];
  next: { id: string; game_date: string; game_time: string }[];
}
type SeriesIds = { id: string; first_date: string; first_game_id: string };

async function startSeries(game: Record<string, unknown>, repeat: Record<string, unknown>, regulars?: object) {
  const created = await call('/api/game-series', { method: 'POST', token: priya, body: { game, repeat, regulars } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { game: first, series } = created.body as { game: { id: string; series_id: string }; series: SeriesView };
  expect(first.series_id).toBe(series.id);
  return { first, series, ids: { id: series.id, first_date: game.game_date as string, first_game_id: first.id } };
}
const { view, nextWhen } = seriesReader<SeriesView>(call);
const game = async (id: string) => call(`/api/games/${id}`);
const runFill = async (at?: string) => {
  const ran = await call(`/dev/schedules/fill-game-series${at ? `?at=${encodeURIComponent(at)}` : ''}`, {
    method: 'POST',
  });
  expect(ran.status, JSON.stringify(ran.body)).toBe(200);
};
/** Every game of the host with this title, straight from the table (byOwner), whatever its date. */
const gamesTitled = async (hostId: string, title: string) =>
  (await hostGamesPage(db, LOCAL.tableName, hostId, { maxPages: 50, map: toGame })).items.filter(
    (g) => g.title === title,
  );
const weekly = (date: string, over: Record<string, unknown> = {}) => ({
  days: [weekdayOf(date)],
  interval: 1,
  count: 8,
  ...over,
});

describe('repeating games', () => {
  it('makes four weeks of real games, each run idempotent, and the next week as time passes', async () => {
    const first = inDays(1);
    const body = gameBody({ game_date: first, game_time: '18:00', price: 0 });
    const { series, ids } = await startSeries(body, weekly(first));
    const dates = [0, 7, 14, 21].map((d) => addDays(first, d));
    const made = await nextWhen(series.id, 4);
    expect(made.next.map((g) => [g.id, g.game_date, g.game_time])).toEqual(
      dates.map((date) => [occurrenceId(ids as SeriesIds, date), date, '18:00']),
    );
    for (const { id } of made.next) {
      const { status, body: occurrence } = await game(id);
      expect(status).toBe(200);
      expect(occurrence).toMatchObject({ title: body.title, series_id: series.id, status: 'upcoming' });
    }
    // The day four weeks on is outside the window until a week passes.
    const fifth = occurrenceId(ids as SeriesIds, addDays(first, 28));
    await runFill();
    expect((await game(fifth)).status).toBe(404);
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    await runFill(inAWeek);
    expect((await game(fifth)).body).toMatchObject({ game_date: addDays(first, 28), series_id: series.id });
    // Again, and again at today's clock: nothing twice.
    await runFill(inAWeek);
    await runFill();
    expect((await gamesTitled(series.host_id, body.title)).map((g) => g.game_date).sort()).toEqual([
      ...dates,
      addDays(first, 28),
    ]);
  });

  it("leaves a day to the host's own game of the same title, and refuses a rule that misses the first day", async () => {
    const first = inDays(2);
    const body = gameBody({ game_date: first, price: 0 });
    const oneOff = await call('/api/games', {
      method: 'POST',
      token: priya,
      body: { ...body, game_date: addDays(first, 7) },
    });
    expect(oneOff.status).toBe(201);
    const { series } = await startSeries(body, weekly(first, { count: null, until: addDays(first, 63) }));
    const made = await nextWhen(series.id, 3);
    expect(made.next.map((g) => g.game_date)).toEqual([first, addDays(first, 14), addDays(first, 21)]);
    expect((await game(oneOff.body.id)).body.series_id ?? null).toBeNull();

    const wrongDay = await call('/api/game-series', {
      method: 'POST',
      token: priya,
      body: { game: gameBody({ game_date: first }), repeat: weekly(addDays(first, 1)) },
    });
    expect(wrongDay.status).toBe(400);
    expect(wrongDay.body.message).toMatch(/^The first game is on a \w+day: include \w+day in the repeat days$/);
  });

  it("makes a one-off game repeat: it becomes the series' first game", async () => {
    const first = inDays(3);
    const created = await call('/api/games', { method: 'POST', token: priya, body: gameBody({ game_date: first }) });
    const repeat = await call(`/api/games/${created.body.id}/repeat`, {
      method: 'POST',
      token: priya,
      body: { repeat: weekly(first, { count: 3 }) },
    });
    expect(repeat.status, JSON.stringify(repeat.body)).toBe(201);
    const made = await nextWhen(repeat.body.id, 3);
    expect(made.next.map((g) => g.game_date)).toEqual([first, addDays(first, 7), addDays(first, 14)]);
    expect(made.next[0]!.id).toBe(created.body.id);
    expect((await game(created.body.id)).body.series_id).toBe(repeat.body.id);
    // Once is enough: it already repeats.
    const again = await call(`/api/games/${created.body.id}/repeat`, {
      method: 'POST',
      token: priya,
      body: { repeat: weekly(first, { count: 3 }) },
    });
    expect(again.status).toBe(409);
  });

  it('edits this and following (players moved are told as for one game), and ending keeps the started game', async () => {
    const start = minutesFromNow(60);
    const body = gameBody({ game_date: start.date, game_time: start.time, price: 0 });
    // No head start for regulars (decision 071): a player joins a date two weeks away.
    const noHeadStart = { skip_cutoff_hours: 24, public_opens_hours: 0 };
    const { series } = await startSeries(body, weekly(start.date, { count: 6 }), noHeadStart);
    const [g1, g2, g3, g4] = (await nextWhen(series.id, 4)).next;
    const join = { contactInfo: { name: 'Rahul Test', email: 'rahul.series@players.test', phone: '9876543210' } };
    const requestId = await acceptedJoin(call, g3!.id, { player: rahul, host: priya }, join);
    await schedulesWhen(`rem-${requestId}-`, (l) => l.length === 2, "the player's reminders");

    // The day can't move for the following games: each keeps its own.
    const moved = await call(`/api/games/${g2!.id}/following`, {
      method: 'PUT',
      token: priya,
      body: { ...body, game_date: addDays(g2!.game_date, 1) },
    });
    expect(moved.status).toBe(400);
    expect(moved.body.field).toBe('game_date');

    const edit = { ...body, game_date: g2!.game_date, game_time: '07:15', location: 'New Turf, Indiranagar' };
    const edited = await call(`/api/games/${g2!.id}/following`, { method: 'PUT', token: priya, body: edit });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ updated: 3, skipped: [] });
    expect((await game(g1!.id)).body).toMatchObject({ game_time: start.time, location: body.location });
    for (const g of [g2!, g3!, g4!])
      expect((await game(g.id)).body).toMatchObject({
        game_date: g.game_date,
        game_time: '07:15',
        location: 'New Turf, Indiranagar',
      });
    // Rahul's reminders follow his game's new time, as after any edit of a game.
    const newStart = (await game(g3!.id)).body.game_datetime as string;
    await schedulesWhen(
      `rem-${requestId}-`,
      (l) => l.some((s) => s.name === playerReminderName(requestId, '24h') && s.at === reminderAt(newStart, '24h')),
      'the reminders moved',
    );

    // The first game starts; then the host ends the series.
    const fired = await fireUntil(`game-${g1!.id}-`, (await game(g1!.id)).body.game_datetime);
    expect(fired.map((f) => f.result.outcome)).toContain('moved');
    const ended = await call(`/api/game-series/${series.id}/end`, { method: 'POST', token: priya });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ outcome: 'ended', called_off: 3 });
    expect((await game(g1!.id)).body.status).toBe('ongoing');
    expect((await game(g3!.id)).body.status).toBe('cancelled');
    expect((await game(g2!.id)).status).toBe(404);
    expect((await game(g4!.id)).status).toBe(404);
    // Ended: no more games, nothing listed as next, and ending again changes nothing.
    await runFill(new Date(Date.now() + 14 * 86_400_000).toISOString());
    expect((await gamesTitled(series.host_id, body.title)).map((g) => g.id).sort()).toEqual([g1!.id, g3!.id].sort());
    expect(await view(series.id)).toMatchObject({ status: 'ended', next: [] });
    expect((await call(`/api/game-series/${series.id}/end`, { method: 'POST', token: priya })).body).toEqual({
      outcome: 'already',
      called_off: 0,
    });
  });

  it('this and following tells the players of every date it moves, and never changes a date that started', async () => {
    // Today and tomorrow: tomorrow's date is open to everyone already, whatever the regulars' first claim.
    const start = minutesFromNow(60);
    const body = gameBody({ game_date: start.date, game_time: start.time, price: 0 });
    const tomorrow = addDays(start.date, 1);
    const { series } = await startSeries(body, {
      days: [weekdayOf(start.date), weekdayOf(tomorrow)],
      interval: 1,
      count: 2,
    });
    const [today, next] = (await nextWhen(series.id, 2)).next;
    expect(next!.game_date).toBe(tomorrow);
    const join = { contactInfo: { name: 'Rahul Test', email: 'rahul.moved@players.test', phone: '9876543210' } };
    await acceptedJoin(call, next!.id, { player: rahul, host: priya }, join);

    // A new place for today's game and the following: Rahul, going tomorrow, is told once, bell and e-mail.
    const edit = { ...body, location: 'Moved Turf, HSR Layout' };
    const edited = await call(`/api/games/${today!.id}/following`, { method: 'PUT', token: priya, body: edit });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ updated: 2, skipped: [] });
    const told = await waitForMail(base, demoEmail('rahul'), `Game changed: ${body.title}`, 15_000);
    expect(told.text).toContain(`${body.title} is now on `);
    expect(told.text).toContain('at Moved Turf, HSR Layout.');
    const notices = async () =>
      (
        (await call('/api/notifications', { token: rahul })).body.notifications as {
          title: string;
          body: string;
          link: string;
        }[]
      ).filter((n) => n.title === 'Game changed' && n.body.startsWith(body.title));
    expect(await notices()).toEqual([expect.objectContaining({ link: `/game/${next!.id}` })]);

    // Today's game starts: editing from it is refused, and tomorrow's stays as it was.
    const fired = await fireUntil(`game-${today!.id}-`, (await game(today!.id)).body.game_datetime);
    expect(fired.map((f) => f.result.outcome)).toContain('moved');
    const late = await call(`/api/games/${today!.id}/following`, {
      method: 'PUT',
      token: priya,
      body: { ...body, location: 'Somewhere Else' },
    });
    expect(late.status).toBe(409);
    for (const g of [today!, next!]) expect((await game(g.id)).body.location).toBe('Moved Turf, HSR Layout');
    // An edit nobody's time or place changes with (the description) tells nobody.
    const quiet = await call(`/api/games/${next!.id}`, {
      method: 'PUT',
      token: priya,
      body: { ...edit, game_date: tomorrow, description: 'Bring a white and a dark shirt' },
    });
    expect(quiet.status, JSON.stringify(quiet.body)).toBe(200);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await notices()).toHaveLength(1);
  });

  it("a deleted account's erasure finds the host's series and deletes them", async () => {
    const first = inDays(4);
    const { series } = await startSeries(gameBody({ game_date: first }), weekly(first, { count: 2 }));
    const store = dynamoSeriesRepository(db, LOCAL.tableName);
    expect(await store.hostedBy(series.host_id)).toContain(series.id);
    await store.remove(series.id);
    expect(await store.hostedBy(series.host_id)).not.toContain(series.id);
    expect((await call(`/api/game-series/${series.id}`)).status).toBe(404);
  });

  it('refuses a bad rule with the field, and a player', async () => {
    const bad = await call('/api/game-series', {
      method: 'POST',
      token: priya,
      body: { game: gameBody(), repeat: { days: ['SU'], interval: 1 } },
    });
    expect(bad.status).toBe(400);
    const asPlayer = await call('/api/game-series', {
      method: 'POST',
      token: rahul,
      body: { game: gameBody({ game_date: inDays(3) }), repeat: weekly(inDays(3)) },
    });
    expect(asPlayer.status).toBe(403);
  });
});
