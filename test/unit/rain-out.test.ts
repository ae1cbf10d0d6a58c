import { describe, expect, it } from 'vitest';
import {
  FORECAST_KEEP_SECONDS,
  RAIN_LIKELY_PERCENT,
  forecastHourOf,
  forecastLabel,
  forecastLine,
  forecastWindowOpen,
  openMeteoQuery,
  rainHeadsUpAt,
  rainLikely,
  type HourForecast,
} from '@shared/rules/forecast';
import { CALLED_OFF_FOR_RAIN, RAIN_OUT_MESSAGES } from '@shared/texts/rain-out';
import { calledOffForRainText } from '@functions/notifications/rain-texts';
import { rainHeadsUpText } from '@functions/notifications/rain-heads-up-texts';
import { speakerIn } from '@functions/notifications/texts';

const rainHeadsUp = (game: { title: string; game_datetime: string }, chance: number, now: Date) =>
  rainHeadsUpText('en', game, chance, now);
const calledOffForRain = (game: { title: string; game_datetime: string }, paid: number | null) =>
  calledOffForRainText('en', game, paid);
import { createForecastService } from '@functions/games/rain-out/forecast-service';
import { createRainCallOff } from '@functions/games/rain-out/rain-call-off-service';
import {
  createRainHeadsUpScheduling,
  createRainHeadsUpSending,
  rainHeadsUpName,
  rainHeadsUpPayloadOf,
} from '@functions/games/rain-out/rain-heads-up-service';
import type { ForecastCache, KeptForecast } from '@functions/games/rain-out/forecast-ports';
import type { StoredGame } from '@functions/games';
import type { PendingEvent } from '@functions/platform/event-ports';
import { ConflictError, NotFoundError } from '@functions/platform/errors';
import { SCHEDULE_TARGETS } from '@functions/platform/schedule-targets';
import { fakeClock } from '../support/fakes';
import { syntheticGame } from '../support/seed-games';

const NOW = '2026-11-27T04:30:00.000Z'; // 10:00 IST
const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.parse(NOW) + ms).toISOString();
const BENGALURU = { lat: 12.9716, lng: 77.5946 };

/** Open-Meteo's answer (unixtime) for the hours given, with the values of each. */
const openMeteo = (hours: { at: string; chance: number | null; temperature: number | null }[]) => ({
  latitude: 12.97,
  longitude: 77.59,
  utc_offset_seconds: 19800,
  hourly: {
    time: hours.map((h) => Date.parse(h.at) / 1000),
    precipitation_probability: hours.map((h) => h.chance),
    temperature_2m: hours.map((h) => h.temperature),
  },
});

describe('the forecast rules', () => {
  it("reads the values of the hour the game starts in, rounded, from Open-Meteo's answer", () => {
    const answer = openMeteo([
      { at: '2026-11-28T12:00:00.000Z', chance: 20, temperature: 25.2 },
      { at: '2026-11-28T13:00:00.000Z', chance: 70, temperature: 26.6 },
      { at: '2026-11-28T14:00:00.000Z', chance: 90, temperature: 24 },
    ]);
    // 18:30 IST is 13:00 UTC: a start half past that hour reads the same hour.
    expect(forecastHourOf(answer, '2026-11-28T13:00:00.000Z')).toEqual({
      hour: '2026-11-28T13:00:00.000Z',
      rain_chance: 70,
      temperature_c: 27,
    });
    expect(forecastHourOf(answer, '2026-11-28T13:30:00.000Z')?.rain_chance).toBe(70);
  });

  it('has no forecast for an hour the answer lacks, a null value, or a malformed answer', () => {
    const answer = openMeteo([{ at: '2026-11-28T13:00:00.000Z', chance: null, temperature: 26 }]);
    expect(forecastHourOf(answer, '2026-11-28T13:00:00.000Z')).toBeNull();
    expect(forecastHourOf(answer, '2026-11-29T13:00:00.000Z')).toBeNull();
    expect(forecastHourOf({ hourly: { time: 'x' } }, '2026-11-28T13:00:00.000Z')).toBeNull();
    expect(forecastHourOf(null, '2026-11-28T13:00:00.000Z')).toBeNull();
    expect(forecastHourOf({ error: true, reason: 'bad' }, '2026-11-28T13:00:00.000Z')).toBeNull();
  });

  it('shows a forecast from five days before the start until it, never after', () => {
    const now = new Date(NOW);
    expect(forecastWindowOpen(at(5 * 24 * HOUR), now)).toBe(true);
    expect(forecastWindowOpen(at(5 * 24 * HOUR + 60_000), now)).toBe(false);
    expect(forecastWindowOpen(at(HOUR), now)).toBe(true);
    expect(forecastWindowOpen(at(0), now)).toBe(false);
    expect(forecastWindowOpen(at(-HOUR), now)).toBe(false);
  });

  it(`calls rain likely from ${RAIN_LIKELY_PERCENT}%`, () => {
    expect(rainLikely({ rain_chance: RAIN_LIKELY_PERCENT })).toBe(true);
    expect(rainLikely({ rain_chance: RAIN_LIKELY_PERCENT - 1 })).toBe(false);
    expect(rainLikely(null)).toBe(false);
  });

  it("asks Open-Meteo for the game's India day only, both values, times in Unix seconds", () => {
    const query = openMeteoQuery({ latitude: 12.97161, longitude: 77.59456 }, '2026-11-28T19:00:00.000Z');
    expect(Object.fromEntries(query)).toEqual({
      latitude: '12.9716',
      longitude: '77.5946',
      hourly: 'precipitation_probability,temperature_2m',
      timezone: 'Asia/Kolkata',
      timeformat: 'unixtime',
      // 00:30 IST the next day.
      start_date: '2026-11-29',
      end_date: '2026-11-29',
    });
  });

  it('says the line, its label and the heads-up moment', () => {
    const rainy: HourForecast = { hour: NOW, rain_chance: 70, temperature_c: 27 };
    expect(forecastLine(rainy)).toBe('70% chance of rain · 27°C');
    expect(forecastLabel(rainy)).toBe('Forecast at the start: 70% chance of rain, 27 degrees Celsius. Rain is likely');
    expect(forecastLabel({ ...rainy, rain_chance: 10 })).not.toContain('likely');
    expect(rainHeadsUpAt('2026-11-28T13:00:00.000Z')).toBe('2026-11-28T10:00:00.000Z');
  });
});

describe('the rain texts', () => {
  const game = { title: 'Sunday Football', game_datetime: '2026-11-29T13:00:00.000Z' };

  it('tells the host rain is likely, with when and how to call it off', () => {
    expect(rainHeadsUp(game, 70, new Date('2026-11-29T10:00:00.000Z')).body).toBe(
      'Rain likely at Sunday Football (Today, 6:30 pm): 70% chance. You can call it off for rain from the game page.',
    );
  });

  it('tells everyone it is called off for rain, and a paid player that the money comes back in full', () => {
    const free = calledOffForRain(game, null);
    expect(free.title).toBe(CALLED_OFF_FOR_RAIN);
    expect(free.body).toBe('Sunday Football on Sun 29 Nov, 6:30 pm is called off for rain.');
    const paid = calledOffForRain(game, 16000);
    expect(paid.body).toBe(
      'Sunday Football on Sun 29 Nov, 6:30 pm is called off for rain. Your ₹160 is refunded in full: banks take 5–7 working days to show it.',
    );
    expect(paid.lines).toContain('Your ₹160 is refunded in full: banks take 5–7 working days to show it.');
  });

  it('speaks Hindi to a Hindi reader: the host’s heads-up and the paid player’s call-off', () => {
    expect(rainHeadsUpText('hi', game, 70, new Date('2026-11-29T10:00:00.000Z'))).toMatchObject({
      title: 'बारिश के आसार',
      body: 'Sunday Football (आज, 6:30 pm) के समय बारिश के आसार: 70% संभावना। आप गेम पेज से इसे बारिश की वजह से रद्द कर सकते हैं।',
    });
    const paid = calledOffForRainText('hi', game, 16000);
    expect(paid.title).toBe('बारिश की वजह से रद्द');
    expect(paid.body).toBe(
      'रवि, 29 नव॰, 6:30 pm का Sunday Football बारिश की वजह से रद्द कर दिया गया है। आपके ₹160 का पूरा रिफ़ंड हो रहा है: बैंक में दिखने में 5–7 कामकाजी दिन लगते हैं।',
    );
  });
});

/** The games port as the rain-out services use it, cancelling as the table does: only an upcoming game at its start. */
function gamesWith(...list: StoredGame[]) {
  const games = new Map(list.map((g) => [g.id, g]));
  const cancelled: { events: PendingEvent[]; reason?: string }[] = [];
  return {
    cancelled,
    games,
    port: {
      get: async (id: string) => (games.has(id) ? { ...games.get(id)! } : null),
      async cancel(game: StoredGame, when: string, events: PendingEvent[], reason?: 'rain') {
        const stored = games.get(game.id);
        if (stored?.status !== 'upcoming' || stored.game_datetime !== game.game_datetime) return 'gone' as const;
        games.set(game.id, {
          ...stored,
          status: 'cancelled',
          updated_at: when,
          ...(reason ? { cancelled_for: reason } : {}),
        });
        cancelled.push({ events, reason });
        return 'cancelled' as const;
      },
    },
  };
}

const gameAt = (start: string, over: Partial<StoredGame> = {}): StoredGame => ({
  ...syntheticGame('host-1', BENGALURU, new Date(start), 1, 'Rain'),
  ...over,
});

describe('calling a game off for rain', () => {
  it('cancels the host’s upcoming game once, with the reason on the game and on GameCancelled.v1', async () => {
    const game = gameAt(at(5 * HOUR), { community_id: 'c-1' });
    const world = gamesWith(game);
    const callOff = createRainCallOff({ games: world.port, clock: fakeClock(NOW) });
    expect(await callOff.callOff('host-1', game.id)).toEqual({ outcome: 'called-off' });
    expect(await callOff.callOff('host-1', game.id)).toEqual({ outcome: 'called-off' });
    expect(world.cancelled).toHaveLength(1);
    expect(world.cancelled[0]!.reason).toBe('rain');
    expect(world.cancelled[0]!.events).toEqual([
      {
        name: 'GameCancelled.v1',
        detail: {
          gameId: game.id,
          hostId: 'host-1',
          title: game.title,
          game_datetime: game.game_datetime,
          by: 'host',
          reason: 'rain',
        },
      },
      { name: 'CommunityGamesChanged.v1', detail: { communityIds: ['c-1'], gameId: game.id } },
    ]);
    expect(world.games.get(game.id)).toMatchObject({ status: 'cancelled', cancelled_for: 'rain' });
  });

  it('is refused to anyone but the host, with the answer of a missing game', async () => {
    const game = gameAt(at(5 * HOUR));
    const world = gamesWith(game);
    const callOff = createRainCallOff({ games: world.port, clock: fakeClock(NOW) });
    await expect(callOff.callOff('someone-else', game.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(callOff.callOff('host-1', 'no-such-game')).rejects.toBeInstanceOf(NotFoundError);
    expect(world.cancelled).toHaveLength(0);
  });

  it('is refused once the game has started, and for a game cancelled without the rain', async () => {
    const started = gameAt(at(-60_000));
    const ongoing = gameAt(at(-HOUR), { status: 'ongoing' });
    const cancelled = gameAt(at(5 * HOUR), { status: 'cancelled' });
    const world = gamesWith(started, ongoing, cancelled);
    const callOff = createRainCallOff({ games: world.port, clock: fakeClock(NOW) });
    await expect(callOff.callOff('host-1', started.id)).rejects.toThrow(
      new ConflictError(RAIN_OUT_MESSAGES.notStarted),
    );
    await expect(callOff.callOff('host-1', ongoing.id)).rejects.toBeInstanceOf(ConflictError);
    await expect(callOff.callOff('host-1', cancelled.id)).rejects.toThrow(
      new ConflictError(RAIN_OUT_MESSAGES.alreadyCancelled),
    );
    expect(world.cancelled).toHaveLength(0);
  });
});

/** A forecast cache in memory. */
function memoryCache() {
  const kept = new Map<string, KeptForecast>();
  const cache: ForecastCache = {
    get: async (id) => kept.get(id) ?? null,
    put: async (id, value) => void kept.set(id, value),
  };
  return { kept, cache };
}

describe('the forecast service', () => {
  const rainy: HourForecast = { hour: at(2 * HOUR), rain_chance: 70, temperature_c: 27 };

  it('asks Open-Meteo once and answers from the kept copy within the hour, again after it', async () => {
    const game = gameAt(at(2 * HOUR));
    const clock = fakeClock(NOW);
    const asked: string[] = [];
    const { cache } = memoryCache();
    const service = createForecastService({
      games: gamesWith(game).port,
      cache,
      source: {
        hourAt: async (_point, start) => {
          asked.push(start);
          return rainy;
        },
      },
      clock,
    });
    expect(await service.forGameId(game.id)).toEqual({ forecast: rainy });
    expect(await service.forGameId(game.id)).toEqual({ forecast: rainy });
    expect(asked).toHaveLength(1);
    clock.advance(FORECAST_KEEP_SECONDS * 1000);
    await service.forGameId(game.id);
    expect(asked).toHaveLength(2);
  });

  it('asks again for a game moved since its forecast was kept', async () => {
    const game = gameAt(at(2 * HOUR));
    const world = gamesWith(game);
    const asked: string[] = [];
    const service = createForecastService({
      games: world.port,
      cache: memoryCache().cache,
      source: {
        hourAt: async (_point, start) => {
          asked.push(start);
          return rainy;
        },
      },
      clock: fakeClock(NOW),
    });
    await service.forGameId(game.id);
    world.games.set(game.id, { ...game, game_datetime: at(3 * HOUR) });
    await service.forGameId(game.id);
    expect(asked).toEqual([at(2 * HOUR), at(3 * HOUR)]);
  });

  it('has nothing to show for a game too far out, started, cancelled or without a point, and asks nobody', async () => {
    const games = [
      gameAt(at(6 * 24 * HOUR)),
      gameAt(at(-HOUR)),
      gameAt(at(2 * HOUR), { status: 'cancelled' }),
      gameAt(at(2 * HOUR), { latitude: null, longitude: null }),
    ];
    let asked = 0;
    const service = createForecastService({
      games: gamesWith(...games).port,
      cache: memoryCache().cache,
      source: {
        hourAt: async () => {
          asked++;
          return rainy;
        },
      },
      clock: fakeClock(NOW),
    });
    for (const game of games) expect(await service.forGameId(game.id)).toEqual({ forecast: null });
    expect(asked).toBe(0);
  });

  it('answers no forecast when Open-Meteo fails, keeps nothing, and 404s a missing game', async () => {
    const game = gameAt(at(2 * HOUR));
    const { kept, cache } = memoryCache();
    const logged: unknown[] = [];
    const service = createForecastService({
      games: gamesWith(game).port,
      cache,
      source: {
        hourAt: async () => {
          throw new Error('503');
        },
      },
      clock: fakeClock(NOW),
      log: (entry) => logged.push(entry),
    });
    expect(await service.forGameId(game.id)).toEqual({ forecast: null });
    expect(kept.size).toBe(0);
    expect(logged).toHaveLength(1);
    await expect(service.forGameId('missing')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("the host's rain heads-up", () => {
  function fakeScheduler() {
    const schedules = new Map<string, { at: Date; target: string; payload: unknown }>();
    return {
      schedules,
      upsert: async (name: string, when: Date, target: string, payload: unknown) =>
        void schedules.set(name, { at: when, target, payload }),
      delete: async (name: string) => void schedules.delete(name),
    };
  }

  it('is scheduled three hours before the start, moved with the game, and dropped when it is cancelled', async () => {
    const game = gameAt(at(24 * HOUR));
    const world = gamesWith(game);
    const scheduler = fakeScheduler();
    const scheduling = createRainHeadsUpScheduling({ games: world.port, scheduler, clock: fakeClock(NOW) });
    expect(await scheduling.sync(game.id)).toBe('scheduled');
    expect(scheduler.schedules.get(rainHeadsUpName(game.id))).toEqual({
      at: new Date(at(21 * HOUR)),
      target: SCHEDULE_TARGETS.rainHeadsUp,
      payload: { gameId: game.id, game_datetime: game.game_datetime },
    });
    world.games.set(game.id, { ...game, game_datetime: at(30 * HOUR) });
    await scheduling.sync(game.id);
    expect(scheduler.schedules.get(rainHeadsUpName(game.id))?.at).toEqual(new Date(at(27 * HOUR)));
    world.games.set(game.id, { ...game, status: 'cancelled' });
    expect(await scheduling.sync(game.id)).toBe('removed');
    expect(scheduler.schedules.size).toBe(0);
  });

  it('is not scheduled when the moment has passed or the venue has no point', async () => {
    const soon = gameAt(at(2 * HOUR));
    const pointless = gameAt(at(24 * HOUR), { latitude: null, longitude: null });
    const scheduler = fakeScheduler();
    const scheduling = createRainHeadsUpScheduling({
      games: gamesWith(soon, pointless).port,
      scheduler,
      clock: fakeClock(NOW),
    });
    expect(await scheduling.sync(soon.id)).toBe('removed');
    expect(await scheduling.sync(pointless.id)).toBe('removed');
    expect(await scheduling.sync('deleted-game')).toBe('removed');
    expect(scheduler.schedules.size).toBe(0);
  });

  it('tells the host when rain is likely, nothing when dry or when the game moved or was cancelled', async () => {
    const game = gameAt(at(3 * HOUR));
    const world = gamesWith(game);
    let chance = 75;
    const told: { eventId: string; userId: string; body: string }[] = [];
    const sending = createRainHeadsUpSending({
      games: world.port,
      forecastOf: async () => ({ rain_chance: chance }),
      // The notice as an English host reads it.
      deliver: async (delivery, notice) =>
        void told.push({
          ...delivery,
          userId: notice.userId,
          ...('words' in notice ? notice.words(speakerIn('en')) : notice),
        }),
      clock: fakeClock(NOW),
    });
    const payload = { gameId: game.id, game_datetime: game.game_datetime };
    expect(await sending.send(payload)).toBe('sent');
    expect(told).toEqual([
      expect.objectContaining({
        eventId: `rain-heads-up-${game.id}-${game.game_datetime}`,
        userId: 'host-1',
        body: expect.stringMatching(/^Rain likely at Rain .+ \(Today, 1:00 pm\): 75% chance\. You can call it off/),
      }),
    ]);
    chance = RAIN_LIKELY_PERCENT - 1;
    expect(await sending.send(payload)).toBe('dry');
    expect(await sending.send({ ...payload, game_datetime: at(4 * HOUR) })).toBe('stale');
    world.games.set(game.id, { ...game, status: 'cancelled' });
    chance = 90;
    expect(await sending.send(payload)).toBe('stale');
    expect(told).toHaveLength(1);
  });

  it("refuses a payload that isn't a game and a start", () => {
    expect(() => rainHeadsUpPayloadOf({ gameId: 'g' })).toThrow();
    expect(() => rainHeadsUpPayloadOf({ gameId: 'g', game_datetime: 'soon' })).toThrow();
    expect(rainHeadsUpPayloadOf({ gameId: 'g', game_datetime: NOW, extra: 1 })).toEqual({
      gameId: 'g',
      game_datetime: NOW,
    });
  });
});
