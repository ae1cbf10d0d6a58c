import { beforeEach, describe, expect, it } from 'vitest';
import { canMove, statusAt, statusPlan } from '@shared/rules/game-status';
import { gameInputSchema } from '@shared/schemas/game';
import type { EventDetail } from '@shared/events';
import { gameEndsAt } from '@shared/rules/game-time';
import { createGameService } from '@functions/games/game-service';
import { createGameStatusService, statusScheduleName } from '@functions/games/game-status-service';
import type { OneTimeScheduler } from '@functions/platform/scheduler-port';
import { atExpression } from '@functions/platform/scheduler-port';
import { LocalOneTimeSchedules, parseAtExpression } from '@infra/local/one-time-schedules';
import type { FunctionSpec } from '@infra/manifest';
import { fakeClock, fakeGames, fakeProfiles } from '../support/fakes';
import { validGame } from '../support/game-fixtures';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Games that finish: the pure rules, the service with in-memory fakes, and the local
// scheduler, each with an injected clock. validGame starts 5 Dec 2026 18:30 IST = 13:00Z.
const START = '2026-12-05T13:00:00.000Z';
const END = '2026-12-05T14:30:00.000Z';
const at = (iso: string) => new Date(iso);
const timed = (status: 'upcoming' | 'ongoing' | 'completed' | 'cancelled' = 'upcoming') => ({
  status,
  game_datetime: START,
  ends_at: END,
});

describe('status rules', () => {
  it('an end is the start plus the duration, 90 minutes when a game has none', () => {
    expect(gameEndsAt(START, 120)).toBe('2026-12-05T15:00:00.000Z');
    expect(gameEndsAt(START, null)).toBe(END);
    expect(gameEndsAt(START)).toBe(END);
  });

  it('moves only forward and never out of cancelled', () => {
    expect(canMove('upcoming', 'ongoing')).toBe(true);
    expect(canMove('upcoming', 'completed')).toBe(true);
    expect(canMove('ongoing', 'completed')).toBe(true);
    expect(canMove('ongoing', 'ongoing')).toBe(false);
    expect(canMove('completed', 'ongoing')).toBe(false);
    expect(canMove('completed', 'completed')).toBe(false);
    expect(canMove('cancelled', 'ongoing')).toBe(false);
    expect(canMove('cancelled', 'completed')).toBe(false);
  });

  it('gives the status the times say at each moment', () => {
    expect(statusAt(timed(), at('2026-12-05T12:59:59Z'))).toBe('upcoming');
    expect(statusAt(timed(), at(START))).toBe('ongoing');
    expect(statusAt(timed(), at('2026-12-05T14:29:59Z'))).toBe('ongoing');
    expect(statusAt(timed(), at(END))).toBe('completed');
    expect(statusAt(timed('cancelled'), at(END))).toBe('cancelled');
    expect(statusAt(timed('completed'), at(START))).toBe('completed');
  });

  it('plans both schedules before the start, the end one during the game, none after or without a game', () => {
    expect(statusPlan(timed(), at('2026-12-01T00:00:00Z'))).toEqual({
      schedule: [
        { status: 'ongoing', at: START },
        { status: 'completed', at: END },
      ],
      dueNow: null,
      remove: [],
    });
    // Edited or backfilled after the start: ongoing at once, the end still scheduled.
    expect(statusPlan(timed(), at('2026-12-05T13:10:00Z'))).toEqual({
      schedule: [{ status: 'completed', at: END }],
      dueNow: { status: 'ongoing', at: START },
      remove: ['ongoing'],
    });
    // After the end: straight to completed, nothing scheduled.
    expect(statusPlan(timed(), at('2026-12-06T00:00:00Z'))).toEqual({
      schedule: [],
      dueNow: { status: 'completed', at: END },
      remove: ['ongoing', 'completed'],
    });
    expect(statusPlan(timed('ongoing'), at('2026-12-05T13:10:00Z'))).toEqual({
      schedule: [{ status: 'completed', at: END }],
      dueNow: null,
      remove: ['ongoing'],
    });
    for (const status of ['completed', 'cancelled'] as const)
      expect(statusPlan(timed(status), at('2026-12-01T00:00:00Z'))).toEqual({
        schedule: [],
        dueNow: null,
        remove: ['ongoing', 'completed'],
      });
    expect(statusPlan(null, at(START))).toEqual({ schedule: [], dueNow: null, remove: ['ongoing', 'completed'] });
  });

  it('writes one-time expressions in whole UTC seconds and reads them back', () => {
    expect(atExpression(at('2026-12-05T13:00:00.750Z'))).toBe('at(2026-12-05T13:00:00)');
    expect(parseAtExpression('at(2026-12-05T13:00:00)')?.toISOString()).toBe(START);
    expect(parseAtExpression('rate(5 minutes)')).toBeNull();
    expect(parseAtExpression('at(2026-13-45T13:00:00)')).toBeNull();
  });
});

/** The port in memory: what is scheduled now, by name. */
function memoryScheduler() {
  const schedules = new Map<string, { at: string; target: string; payload: Record<string, unknown> }>();
  const port: OneTimeScheduler = {
    upsert: async (name, when, target, payload) =>
      void schedules.set(name, { at: when.toISOString(), target, payload }),
    delete: async (name) => void schedules.delete(name),
  };
  return { port, schedules };
}

describe('game status service', () => {
  let clock: ReturnType<typeof fakeClock>;
  let store: ReturnType<typeof fakeGames>;
  let scheduler: ReturnType<typeof memoryScheduler>;
  let games: ReturnType<typeof createGameService>;
  let statuses: ReturnType<typeof createGameStatusService>;
  beforeEach(() => {
    clock = fakeClock('2026-11-21T10:00:00.000Z');
    const profiles = fakeProfiles([{ id: 'priya', name: 'Priya', role: 'host' }]);
    store = fakeGames(profiles.profiles);
    scheduler = memoryScheduler();
    games = createGameService({ games: store.repository, profiles: profiles.repository, clock });
    statuses = createGameStatusService({ games: store.repository, scheduler: scheduler.port, clock });
  });
  const statusEvents = () =>
    store.events.flatMap((e) =>
      e.name === 'GameStatusChanged.v1' ? [e.detail as EventDetail<'GameStatusChanged.v1'>] : [],
    );

  it('schedules both moves of a new game, with the start and duration they were made for', async () => {
    const game = await games.create('priya', gameInputSchema.parse({ ...validGame(), duration_minutes: 120 }));
    await statuses.syncSchedules(game.id);
    expect(Object.fromEntries(scheduler.schedules)).toEqual({
      [statusScheduleName(game.id, 'ongoing')]: {
        at: START,
        target: 'advance-game-status',
        payload: { gameId: game.id, status: 'ongoing', game_datetime: START, duration_minutes: 120 },
      },
      [statusScheduleName(game.id, 'completed')]: {
        at: '2026-12-05T15:00:00.000Z',
        target: 'advance-game-status',
        payload: { gameId: game.id, status: 'completed', game_datetime: START, duration_minutes: 120 },
      },
    });
  });

  it('moves forward once per move, with one event each; a stale or repeated move does nothing', async () => {
    const game = await games.create('priya', gameInputSchema.parse(validGame()));
    const move = { gameId: game.id, game_datetime: START, duration_minutes: 90 };
    clock.advance(Date.parse(START) - clock.now().getTime());
    expect(await statuses.advance({ ...move, status: 'ongoing' })).toBe('moved');
    expect(await statuses.advance({ ...move, status: 'ongoing' })).toBe('stale');
    expect(await statuses.advance({ ...move, status: 'completed', duration_minutes: 60 })).toBe('stale');
    expect(await statuses.advance({ ...move, status: 'completed' })).toBe('moved');
    expect(await statuses.advance({ ...move, status: 'ongoing' })).toBe('stale');
    expect(await statuses.advance({ ...move, gameId: 'nope', status: 'ongoing' })).toBe('gone');
    expect(statusEvents()).toEqual([
      {
        gameId: game.id,
        hostId: 'priya',
        title: game.title,
        sport: 'football',
        status: 'ongoing',
        game_datetime: START,
        ends_at: END,
      },
      {
        gameId: game.id,
        hostId: 'priya',
        title: game.title,
        sport: 'football',
        status: 'completed',
        game_datetime: START,
        ends_at: END,
      },
    ]);
  });

  it('a game edited to a new time gets its schedules moved; the old payload is stale', async () => {
    const game = await games.create('priya', gameInputSchema.parse(validGame()));
    await statuses.syncSchedules(game.id);
    const old = scheduler.schedules.get(statusScheduleName(game.id, 'ongoing'))!.payload;
    await games.update(
      'priya',
      game.id,
      gameInputSchema.parse({ ...validGame(), game_time: '20:00', duration_minutes: 60 }),
    );
    await statuses.syncSchedules(game.id);
    expect(scheduler.schedules.get(statusScheduleName(game.id, 'ongoing'))!.at).toBe('2026-12-05T14:30:00.000Z');
    expect(scheduler.schedules.get(statusScheduleName(game.id, 'completed'))!.at).toBe('2026-12-05T15:30:00.000Z');
    expect(await statuses.advance(old as never)).toBe('stale');
    expect(store.games.get(game.id)!.status).toBe('upcoming');
  });

  it('a cancelled or deleted game loses its schedules', async () => {
    const game = await games.create('priya', gameInputSchema.parse(validGame()));
    await statuses.syncSchedules(game.id);
    store.requests.set(game.id, 1);
    await games.remove('priya', game.id);
    await statuses.syncSchedules(game.id);
    expect(scheduler.schedules.size).toBe(0);
    const other = await games.create('priya', gameInputSchema.parse({ ...validGame(), title: 'Another' }));
    await statuses.syncSchedules(other.id);
    await games.remove('priya', other.id);
    await statuses.syncSchedules(other.id);
    expect(scheduler.schedules.size).toBe(0);
  });

  it('the sweep settles overdue games by their times: an older game past its end completes, one mid-game goes ongoing and keeps its end', async () => {
    const past = await games.create('priya', gameInputSchema.parse({ ...validGame(), title: 'Past' }));
    const during = await games.create(
      'priya',
      gameInputSchema.parse({ ...validGame(), title: 'During', game_time: '20:00' }),
    );
    const later = await games.create(
      'priya',
      gameInputSchema.parse({ ...validGame(), title: 'Later', game_date: '2026-12-06' }),
    );
    clock.advance(Date.parse('2026-12-05T14:45:00.000Z') - clock.now().getTime());
    expect(await statuses.sweep()).toEqual({ settled: 2 });
    expect([past, during, later].map((g) => store.games.get(g.id)!.status)).toEqual([
      'completed',
      'ongoing',
      'upcoming',
    ]);
    expect([...scheduler.schedules.keys()]).toEqual([statusScheduleName(during.id, 'completed')]);
    expect(statusEvents().map((e) => [e.gameId, e.status])).toEqual([
      [past.id, 'completed'],
      [during.id, 'ongoing'],
    ]);
    expect(await statuses.sweep()).toEqual({ settled: 0 });
  });
});

describe('local one-time schedules', () => {
  const target: FunctionSpec = {
    name: 'advance-game-status',
    entry: 'x.ts',
    description: 'target',
    scheduleTarget: true,
    env: [],
  };
  const schedule = (name: string, when: string) => ({
    name,
    group: 'g',
    at: when,
    target: 'advance-game-status',
    input: JSON.stringify({ name }),
  });

  it('fires what is due by the injected clock, once, soonest first, and deletes it; survives a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'yaktiv-schedules-'));
    try {
      let now = at('2026-12-05T12:00:00Z');
      const runs: unknown[] = [];
      const make = () =>
        new LocalOneTimeSchedules({
          functions: [target],
          run: async (_fn, event) => void runs.push(event),
          file: join(dir, 's.json'),
          now: () => now,
        });
      const local = make();
      local.create(schedule('b', END));
      local.create(schedule('a', START));
      expect(() => local.create(schedule('a', END))).toThrow(/already exists/);
      expect(await local.fireDue()).toEqual([]);
      now = at(END);
      // A restart keeps what was scheduled.
      const restarted = make();
      expect(restarted.list().map((s) => s.name)).toEqual(['a', 'b']);
      expect((await restarted.fireDue()).map((f) => f.name)).toEqual(['a', 'b']);
      expect(runs).toEqual([{ name: 'a' }, { name: 'b' }]);
      expect(await restarted.fireDue()).toEqual([]);
      expect(make().list()).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('moves a schedule through the port, refuses a target the manifest does not declare, and keeps failures as dead letters', async () => {
    const local = new LocalOneTimeSchedules({
      functions: [target],
      run: async () => {
        throw new Error('boom');
      },
      file: null,
      now: () => at(START),
    });
    const port = local.port('g');
    await port.upsert('m', at(END), 'advance-game-status', { v: 1 });
    await port.upsert('m', at(START), 'advance-game-status', { v: 2 });
    expect(local.list()).toEqual([
      { name: 'm', group: 'g', at: START, target: 'advance-game-status', input: '{"v":2}' },
    ]);
    await expect(port.upsert('x', at(START), 'get-game', {})).rejects.toThrow(/not a schedule target/);
    expect((await local.fireDue())[0]).toMatchObject({ name: 'm', ok: false, error: 'boom' });
    expect(local.deadLetters).toHaveLength(1);
    await port.delete('m');
  });
});
