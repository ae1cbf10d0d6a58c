import { describe, expect, it } from 'vitest';
import { createGameService } from '@functions/games/game-service';
import { createHostRequestService } from '@functions/hosting/host-request-service';
import { createJoinService } from '@functions/joins/join-service';
import { ConflictError } from '@functions/platform/errors';
import { createOfferService } from '@functions/payments/payment-offers';
import { createOfferAnswers } from '@functions/payments/offer-answers';
import { createOfferScheduling, offerScheduleName } from '@functions/payments/offer-schedules';
import { createOpenSpotChecks, spotCheckScheduleName } from '@functions/payments/open-spot-checks';
import type { SpotCheckStore } from '@functions/payments/spot-check-ports';
import type { StoredGame } from '@functions/games/ports';
import type { OneTimeScheduler } from '@functions/platform/scheduler-port';
import { offerHoldEndsAt } from '@shared/rules/offer-hold';
import { OFFER_MESSAGES } from '@shared/rules/spot-offers';
import { gameInputSchema, type GameInput } from '@shared/schemas/game';
import { joinInputSchema } from '@shared/schemas/join';
import { fakeClock, fakeGames, fakeProfiles } from '../support/fakes';
import { validGame } from '../support/game-fixtures';
import { fakeJoinRequests } from '../support/join-fakes';
import { fakePayments } from '../support/payment-fakes';
import { rejects } from '../support/rejects';

// Waitlist offers (decision 060) on the services with an injected clock: who is asked, for how long,
// taking, declining, lapsing (on its schedule, twice, late), capacity raises and the open-spot alert.
const HOUR = 3_600_000;

function world(now = '2026-11-21T10:00:00.000Z') {
  const clock = fakeClock(now);
  const profiles = fakeProfiles([{ id: 'priya', name: 'Priya', role: 'host', email: 'priya@x.test' }]);
  const games = fakeGames(profiles.profiles);
  const joins = fakeJoinRequests(games.games, games.requests);
  const pay = fakePayments(games.games, joins);
  let ids = 0;
  let passes = 0;
  const deps = { requests: joins.repository, games: games.repository, store: pay.store, clock };
  const offers = createOfferService({
    ...deps,
    paymentUrl: (id) => `https://app.test/pay/${id}`,
    takeUrl: 'https://app.test/my-requests',
  });
  const answers = createOfferAnswers({ ...deps, offers, newPass: () => `offer-pass-${++passes}` });
  const players = createJoinService({
    games: games.repository,
    requests: joins.repository,
    clock,
    newId: () => `req-${++ids}`,
    payments: pay.store,
    offers,
  });
  const hosts = createHostRequestService({
    games: games.repository,
    requests: joins.repository,
    clock,
    paymentUrl: (id) => `https://app.test/pay/${id}`,
    newPassCode: () => `pass-${++passes}`,
  });
  const gameService = createGameService({ games: games.repository, profiles: profiles.repository, clock });
  const newGame = async (over: Partial<GameInput> = {}): Promise<StoredGame> => {
    const game = await gameService.create(
      'priya',
      gameInputSchema.parse({ ...validGame(), title: `Game ${Math.random()}`, price: 0, ...over }),
    );
    return games.games.get(game.id)!;
  };
  const join = async (userId: string, game: StoredGame) =>
    (
      await players.join(
        userId,
        game.id,
        joinInputSchema.parse({
          answers: {},
          contactInfo: { name: userId, email: `${userId}@x.test`, phone: '9876543210' },
        }),
      )
    ).joinRequestId;
  /** A free game, full with `going`, and `waiting` on its waitlist in that order of asking. */
  const fullGame = async (going: string[], waiting: string[], over: Partial<GameInput> = {}) => {
    const game = await newGame({ max_players: Math.max(going.length, 2), ...over });
    const ids: Record<string, string> = {};
    for (const who of [...going, ...waiting]) {
      ids[who] = await join(who, game);
      clock.advance(1000);
    }
    for (const who of going) await hosts.decide('priya', ids[who]!, { action: 'accept' });
    for (const who of waiting) await hosts.decide('priya', ids[who]!, { action: 'waitlist' });
    return { game, ids };
  };
  const request = (game: StoredGame, who: string) => joins.items.get(`${game.id}#${who}`)!;
  const named = (name: string) => joins.events.filter((e) => e.name === name);
  return { clock, games, joins, pay, offers, answers, players, hosts, newGame, join, fullGame, request, named };
}

describe('a freed spot of a free game', () => {
  it('is offered to the first waitlisted player (asked, not promoted), held by the hold rule; they take it with a tap', async () => {
    const w = world();
    const { game, ids } = await w.fullGame(['rahul', 'ananya'], ['kiran', 'meera']);
    expect(await w.players.withdraw('rahul', ids.rahul!)).toEqual({ status: 'withdrawn', promoted: true });
    const dueAt = offerHoldEndsAt(w.clock.now(), game.game_datetime)!;
    expect(w.request(game, 'kiran')).toMatchObject({
      status: 'accepted',
      payment_status: 'not_required',
      payment_due_at: dueAt,
    });
    expect(w.request(game, 'meera').status).toBe('waitlist');
    expect(w.games.games.get(game.id)!.current_players).toBe(1);
    expect(w.named('PaymentOffered.v1').at(-1)!.detail).toMatchObject({
      requestId: ids.kiran,
      dueAt,
      amount: 0,
      paymentUrl: 'https://app.test/my-requests',
    });
    // Someone else's request is unknown; the offer is taken once.
    await rejects(w.answers.take('meera', ids.kiran!), Error, 'Join request not found');
    expect(await w.answers.take('kiran', ids.kiran!)).toEqual({ status: 'confirmed', message: OFFER_MESSAGES.taken });
    // The waitlist pass is kept: it admits now.
    expect(w.request(game, 'kiran')).toMatchObject({ status: 'confirmed', payment_due_at: null, game_pass: 'pass-3' });
    expect(w.games.games.get(game.id)!.current_players).toBe(2);
    expect(w.named('PlayerPromoted.v1').at(-1)!.detail).toMatchObject({ userId: 'kiran' });
    await rejects(w.answers.take('kiran', ids.kiran!), ConflictError, OFFER_MESSAGES.notOffered);
    // Its schedule fires afterwards: nothing changes.
    expect(await w.offers.expireOne(game.id, ids.kiran!)).toBe('nothing');
    w.clock.advance(3 * HOUR);
    expect(await w.offers.expireOne(game.id, ids.kiran!)).toBe('nothing');
    expect(w.request(game, 'kiran').status).toBe('confirmed');
  });

  it('declined, it passes to the next player; the decliner stays waitlisted and comes last', async () => {
    const w = world();
    const { game, ids } = await w.fullGame(['rahul', 'ananya'], ['kiran', 'meera']);
    await w.players.withdraw('rahul', ids.rahul!);
    expect(await w.answers.decline('kiran', ids.kiran!)).toEqual({
      status: 'waitlist',
      message: OFFER_MESSAGES.declined,
    });
    expect(w.request(game, 'kiran')).toMatchObject({ status: 'waitlist', payment_due_at: null });
    expect(w.request(game, 'meera')).toMatchObject({ status: 'accepted', payment_status: 'not_required' });
    // A decline tells nobody it lapsed.
    expect(w.named('PaymentOfferExpired.v1')).toHaveLength(0);
    await rejects(w.answers.decline('kiran', ids.kiran!), ConflictError, OFFER_MESSAGES.notOffered);
    // Meera declines too: Kiran declined first, so Kiran is asked again before Meera.
    await w.answers.decline('meera', ids.meera!);
    expect(w.request(game, 'kiran').status).toBe('accepted');
    expect(w.request(game, 'meera').status).toBe('waitlist');
  });

  it('not taken in time, it lapses on its schedule, once, however often or late that fires, and passes on', async () => {
    const w = world();
    const { game, ids } = await w.fullGame(['rahul', 'ananya'], ['kiran', 'meera']);
    await w.players.withdraw('rahul', ids.rahul!);
    const dueAt = w.request(game, 'kiran').payment_due_at!;
    // Early: not yet.
    expect(await w.offers.expireOne(game.id, ids.kiran!)).toBe('nothing');
    w.clock.advance(new Date(dueAt).getTime() - w.clock.now().getTime());
    await rejects(w.answers.take('kiran', ids.kiran!), ConflictError, OFFER_MESSAGES.gone);
    // Taking too late lapsed it already, as the schedule would: the schedule and the sweep find nothing.
    expect(await w.offers.expireOne(game.id, ids.kiran!)).toBe('nothing');
    expect(await w.offers.expireDue()).toBe(0);
    expect(w.request(game, 'kiran').status).toBe('waitlist');
    expect(w.request(game, 'meera').status).toBe('accepted');
    expect(w.named('PaymentOfferExpired.v1').at(-1)!.detail).toMatchObject({ userId: 'kiran', dueAt });
    w.clock.advance(10 * HOUR);
    expect(await w.offers.expireOne(game.id, ids.meera!)).toBe('lapsed');
    expect(await w.offers.expireOne(game.id, ids.meera!)).toBe('nothing');
    expect(w.named('PaymentOfferExpired.v1')).toHaveLength(2);
    // Both had an offer lapse: the earliest lapse is asked again.
    expect(w.request(game, 'kiran').status).toBe('accepted');
    expect(w.request(game, 'meera').status).toBe('waitlist');
  });

  it("an offer made at 21:50 IST a day before ends at 07:20 IST: the night's hours don't count", async () => {
    // 21:50 IST is 16:20Z (three joins take the fake clock's 3 s); the game is at 18:00 IST the next day (within 24 h: a 30-minute hold).
    const w = world('2026-12-01T16:19:57.000Z');
    const { game, ids } = await w.fullGame(['rahul', 'ananya'], ['kiran'], {
      game_date: '2026-12-02',
      game_time: '18:00',
    });
    await w.players.withdraw('rahul', ids.rahul!);
    expect(w.request(game, 'kiran').payment_due_at).toBe('2026-12-02T01:50:00.000Z');
  });

  it('when nobody on the waitlist is left within 6 hours of the start, nearby players hear of the open spot', async () => {
    const w = world('2026-12-01T06:30:00.000Z');
    // 17:00 IST is 11:30Z: 5 hours away.
    const { game, ids } = await w.fullGame(['rahul', 'ananya'], [], { game_date: '2026-12-01', game_time: '17:00' });
    await w.players.withdraw('rahul', ids.rahul!);
    expect(w.named('SpotOpened.v1').map((e) => e.detail)).toEqual([
      { gameId: game.id, hostId: 'priya', sport: game.sport, startsAt: game.game_datetime, spots: 1 },
    ]);
    // Further away, nobody nearby hears of it yet: the game is to be looked at again 6 hours before.
    const later = await w.fullGame(['kiran', 'arjun'], [], { game_date: '2026-12-02', game_time: '17:00' });
    await w.players.withdraw('kiran', later.ids.kiran!);
    expect(w.named('SpotOpened.v1')).toHaveLength(1);
    expect(w.named('SpotLeftOpen.v1').map((e) => e.detail)).toEqual([
      { gameId: later.game.id, startsAt: later.game.game_datetime },
    ]);
  });
});

describe('a capacity raise', () => {
  it('offers N new spots to the first N waiting; a repeated delivery offers none more', async () => {
    const w = world();
    const { game } = await w.fullGame(['rahul', 'ananya'], ['kiran', 'meera', 'vikram']);
    w.games.games.get(game.id)!.max_players = 4;
    expect((await w.offers.fillOpenSpots(game.id)).map((r) => r.user_id)).toEqual(['kiran', 'meera']);
    expect(await w.offers.fillOpenSpots(game.id)).toEqual([]);
    expect(w.request(game, 'vikram').status).toBe('waitlist');
  });
});

describe("an offer's schedule", () => {
  it('is made at the hold end under one name per request; a delivery after the end lapses it at once', async () => {
    const w = world();
    const made: { name: string; at: Date; target: string }[] = [];
    const scheduler: OneTimeScheduler = {
      upsert: async (name, at, target) => void made.push({ name, at, target }),
      delete: async () => undefined,
    };
    const scheduling = createOfferScheduling({ scheduler, clock: w.clock, offers: w.offers });
    const { game, ids } = await w.fullGame(['rahul', 'ananya'], ['kiran']);
    await w.players.withdraw('rahul', ids.rahul!);
    const dueAt = w.request(game, 'kiran').payment_due_at!;
    expect(await scheduling.scheduleExpiry({ gameId: game.id, requestId: ids.kiran!, dueAt })).toBe('scheduled');
    // Fired on whole seconds, never before the hold's end.
    expect(made).toEqual([
      {
        name: offerScheduleName(ids.kiran!),
        at: new Date(Math.ceil(Date.parse(dueAt) / 1000) * 1000),
        target: 'expire-offer',
      },
    ]);
    expect(offerScheduleName(ids.kiran!).length).toBeLessThanOrEqual(64);
    w.clock.advance(3 * HOUR);
    expect(await scheduling.scheduleExpiry({ gameId: game.id, requestId: ids.kiran!, dueAt })).toBe('lapsed');
    expect(made).toHaveLength(1);
  });
});

describe('a paid offer', () => {
  it('is taken by paying, not with a tap', async () => {
    const w = world();
    const { game, ids } = await w.fullGame([], ['kiran'], { price: 150, max_players: 2 });
    expect((await w.offers.fillOpenSpots(game.id)).map((r) => r.user_id)).toEqual(['kiran']);
    expect(w.request(game, 'kiran')).toMatchObject({ status: 'accepted', payment_status: 'pending' });
    expect(w.named('PaymentOffered.v1').at(-1)!.detail).toMatchObject({
      paymentUrl: `https://app.test/pay/${ids.kiran}`,
      amount: 15000,
    });
    await rejects(w.answers.take('kiran', ids.kiran!), ConflictError, OFFER_MESSAGES.payToTake);
  });
});

describe('a spot left open far from the start', () => {
  /** A free game 25.5 hours away (17:00 IST tomorrow), full with Rahul and Ananya; Rahul withdraws. */
  async function leftOpen() {
    const w = world();
    const made: { name: string; at: Date; target: string; payload: unknown }[] = [];
    const scheduler: OneTimeScheduler = {
      upsert: async (name, at, target, payload) => void made.push({ name, at, target, payload }),
      delete: async () => undefined,
    };
    const marks = new Map<string, { scheduled?: string; announced?: string }>();
    const store: SpotCheckStore = {
      markScheduled: async (gameId, startsAt) => void marks.set(gameId, { ...marks.get(gameId), scheduled: startsAt }),
      scheduledFor: async (gameId) => marks.get(gameId)?.scheduled ?? null,
      async announceOnce(gameId, startsAt, events) {
        if (marks.get(gameId)?.announced === startsAt) return false;
        marks.set(gameId, { ...marks.get(gameId), announced: startsAt });
        w.joins.events.push(...events);
        return true;
      },
    };
    const checks = createOpenSpotChecks({
      games: w.games.repository,
      requests: w.joins.repository,
      offers: w.offers,
      store,
      clock: w.clock,
      scheduler,
    });
    const { game, ids } = await w.fullGame(['rahul', 'ananya'], [], { game_date: '2026-11-22', game_time: '17:00' });
    await w.players.withdraw('rahul', ids.rahul!);
    const [left] = w.named('SpotLeftOpen.v1');
    expect(left?.detail).toEqual({ gameId: game.id, startsAt: game.game_datetime });
    expect(await checks.spotLeftOpen(game.id, game.game_datetime)).toBe('scheduled');
    const sixHoursBefore = Date.parse(game.game_datetime) - 6 * HOUR;
    return { w, checks, made, game, ids, sixHoursBefore, stored: () => w.games.games.get(game.id)! };
  }

  it('is checked as the last six hours begin, under one name per game, and announced there once however often it fires', async () => {
    const { w, checks, made, game, sixHoursBefore } = await leftOpen();
    expect(made).toEqual([
      {
        name: spotCheckScheduleName(game.id),
        at: new Date(sixHoursBefore),
        target: 'announce-open-spot',
        payload: { gameId: game.id, startsAt: game.game_datetime },
      },
    ]);
    expect(spotCheckScheduleName(game.id).length).toBeLessThanOrEqual(64);
    // Fired early (a clock a little off): nothing yet.
    expect(await checks.check(game.id, game.game_datetime)).toBe('nothing');
    w.clock.advance(sixHoursBefore - w.clock.now().getTime() + 60_000);
    expect(await checks.check(game.id, game.game_datetime)).toBe('announced');
    expect(await checks.check(game.id, game.game_datetime)).toBe('nothing');
    expect(w.named('SpotOpened.v1').map((e) => e.detail)).toEqual([
      { gameId: game.id, hostId: 'priya', sport: game.sport, startsAt: game.game_datetime, spots: 1 },
    ]);
  });

  it('announces nothing once the game filled, someone waits or holds the spot, it was cancelled, or it started', async () => {
    const { w, checks, game, sixHoursBefore, stored } = await leftOpen();
    w.clock.advance(sixHoursBefore - w.clock.now().getTime());
    // Someone asked meanwhile and the host put them on the waitlist: the offers ask them first.
    const kiran = await w.join('kiran', game);
    await w.hosts.decide('priya', kiran, { action: 'waitlist' });
    expect(await checks.check(game.id, game.game_datetime)).toBe('nothing');
    // The spot is offered to them and held until they answer.
    expect(await w.offers.fillOpenSpots(game.id)).toHaveLength(1);
    expect(await checks.check(game.id, game.game_datetime)).toBe('nothing');
    // Taken: the game is full.
    await w.answers.take('kiran', kiran);
    expect(stored().current_players).toBe(2);
    expect(await checks.check(game.id, game.game_datetime)).toBe('nothing');
    // Room again, but the game was called off.
    stored().max_players = 3;
    stored().status = 'cancelled';
    expect(await checks.check(game.id, game.game_datetime)).toBe('nothing');
    // Upcoming, but fired after the start.
    stored().status = 'upcoming';
    w.clock.advance(7 * HOUR);
    expect(await checks.check(game.id, game.game_datetime)).toBe('nothing');
    expect(w.named('SpotOpened.v1')).toEqual([]);
  });

  it('follows a moved start: the old check does nothing, the new one is scheduled, or made at once when due', async () => {
    const { w, checks, made, game, stored } = await leftOpen();
    const later = new Date(Date.parse(game.game_datetime) + 24 * HOUR).toISOString();
    stored().game_datetime = later;
    expect(await checks.gameMoved(game.id)).toBe('scheduled');
    expect(made.at(-1)).toMatchObject({
      name: spotCheckScheduleName(game.id),
      at: new Date(Date.parse(later) - 6 * HOUR),
      payload: { gameId: game.id, startsAt: later },
    });
    // Moved again, to 3 hours from now: its last six hours have begun, so it is checked there and then.
    const soon = new Date(w.clock.now().getTime() + 3 * HOUR).toISOString();
    stored().game_datetime = soon;
    expect(await checks.gameMoved(game.id)).toBe('announced');
    expect(await checks.check(game.id, game.game_datetime)).toBe('nothing');
    expect(w.named('SpotOpened.v1').map((e) => (e.detail as { startsAt: string }).startsAt)).toEqual([soon]);
    // A game with no check scheduled gets none from a move.
    const other = await w.newGame();
    expect(await checks.gameMoved(other.id)).toBe('ignored');
  });
});
