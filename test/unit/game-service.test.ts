import { beforeEach, describe, expect, it } from 'vitest';
import { createGameService } from '@functions/games/game-service';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@functions/platform/errors';
import {
  GAME_MESSAGES,
  REPORT_MESSAGES,
  discoverQuerySchema,
  gameInputSchema,
  type GameInput,
} from '@shared/schemas/game';
import { fakeClock, fakeGames, fakeProfiles } from '../support/fakes';
import { validGame } from '../support/game-fixtures';
import { rejects } from '../support/rejects';

// The game use cases with in-memory repositories that keep the adapter's conditions.
// The clock: Saturday 21 Nov 2026, 15:30 IST.
const NOW = '2026-11-21T10:00:00.000Z';
const input = (over: Partial<GameInput> = {}) => gameInputSchema.parse({ ...validGame(), ...over });

let clock: ReturnType<typeof fakeClock>;
let profiles: ReturnType<typeof fakeProfiles>;
let store: ReturnType<typeof fakeGames>;
let service: ReturnType<typeof createGameService>;
/** `host` edits a game, sending the valid form with `over` changed. */
const edit = (host: string, gameId: string, over: Partial<GameInput> = {}) => service.update(host, gameId, input(over));
beforeEach(() => {
  clock = fakeClock(NOW);
  profiles = fakeProfiles([
    { id: 'priya', name: 'Priya', role: 'host' },
    { id: 'arjun', name: 'Arjun', role: 'host' },
    { id: 'rahul', name: 'Rahul', role: 'player' },
  ]);
  store = fakeGames(profiles.profiles);
  service = createGameService({ games: store.repository, profiles: profiles.repository, clock });
});

describe('create', () => {
  it('publishes an upcoming game of the caller with coordinates from the maps link and a GameCreated.v1 event', async () => {
    const game = await service.create(
      'priya',
      input({ questions: [{ question_text: 'Position?', question_type: 'radio', options: ['GK', 'FW'] }] }),
    );
    expect(game).toMatchObject({
      host_id: 'priya',
      status: 'upcoming',
      current_players: 0,
      latitude: 12.9352,
      longitude: 77.6245,
      game_datetime: '2026-12-05T13:00:00.000Z',
      host: { id: 'priya', name: 'Priya', profile_pic: null },
      questions: [
        {
          question_text: 'Position?',
          question_type: 'radio',
          options: ['GK', 'FW'],
          is_required: false,
          order_index: 0,
          id: expect.any(String),
        },
      ],
    });
    expect(store.games.get(game.id)).toBeDefined();
    expect(store.events).toEqual([
      {
        name: 'GameCreated.v1',
        detail: expect.objectContaining({ gameId: game.id, hostId: 'priya', title: 'Evening Football' }),
      },
    ]);
  });

  it('prefers the coordinates of "Use my current location" over the link, and keeps none when neither has them', async () => {
    const here = await service.create('priya', input({ latitude: 12.97, longitude: 77.64 }));
    expect([here.latitude, here.longitude]).toEqual([12.97, 77.64]);
    const unknown = await service.create(
      'priya',
      input({ title: 'Somewhere', maps_link: 'https://maps.app.goo.gl/abc' }),
    );
    expect([unknown.latitude, unknown.longitude]).toEqual([null, null]);
  });

  it('refuses players (hostsOnly, 403) and users without a profile, and writes nothing', async () => {
    await rejects(service.create('rahul', input()), ForbiddenError, GAME_MESSAGES.hostsOnly);
    await rejects(service.create('nobody', input()), ForbiddenError, GAME_MESSAGES.hostsOnly);
    expect(store.games.size).toBe(0);
  });

  it.each([
    ['a start in the past', { game_date: '2026-11-20' }, GAME_MESSAGES.inThePast],
    ['a start in the past earlier today', { game_date: '2026-11-21', game_time: '15:00' }, GAME_MESSAGES.inThePast],
    ['a start more than a year ahead', { game_date: '2027-11-23' }, GAME_MESSAGES.tooFarAhead],
    ['a date of the year 9999', { game_date: '9999-12-31' }, GAME_MESSAGES.tooFarAhead],
    [
      'a date the calendar does not have instead of rolling it over',
      { game_date: '2027-02-30' },
      GAME_MESSAGES.dateRequired,
    ],
  ])('refuses %s', async (_, over, message) => {
    await rejects(service.create('priya', input(over)), ValidationError, message, 'game_date');
  });

  it('accepts a start later today', async () => {
    await expect(
      service.create('priya', input({ game_date: '2026-11-21', game_time: '16:00' })),
    ).resolves.toBeDefined();
  });

  it('duplicate rule: same host, same day, same title in any case and spacing → 409 on title', async () => {
    await service.create('priya', input({ title: 'Evening Football' }));
    await rejects(
      service.create('priya', input({ title: '  evening   FOOTBALL ' })),
      ConflictError,
      GAME_MESSAGES.duplicate,
      'title',
    );
    // Another day, or another host, is a different game.
    await expect(service.create('priya', input({ game_date: '2026-12-06' }))).resolves.toBeDefined();
    await expect(service.create('arjun', input())).resolves.toBeDefined();
    expect(store.games.size).toBe(3);
  });

  it('stores no custom sport unless the sport is other, and no fee amount without a fee type', async () => {
    const game = await service.create('priya', input({ custom_sport: 'Frisbee', platform_fee_amount: 20 }));
    expect(game.custom_sport).toBeNull();
    expect(game.platform_fee_amount).toBe(0);
  });
});

describe('update', () => {
  it('the host edits title, price and questions; question ids survive; GameUpdated.v1 lists what changed', async () => {
    const game = await service.create(
      'priya',
      input({ questions: [{ question_text: 'Position?', question_type: 'text' }] }),
    );
    const questionId = game.questions[0]!.id;
    store.events.length = 0;
    const saved = await service.update(
      'priya',
      game.id,
      input({
        title: 'Late Football',
        price: 99.5,
        questions: [
          { id: questionId, question_text: 'Your position?', question_type: 'text' },
          { question_text: 'Age', question_type: 'number' },
        ],
      }),
    );
    expect(saved).toMatchObject({
      title: 'Late Football',
      price: 99.5,
      current_players: 0,
      created_at: game.created_at,
    });
    expect(saved.questions.map((q) => [q.id === questionId, q.order_index])).toEqual([
      [true, 0],
      [false, 1],
    ]);
    expect(store.events).toEqual([
      {
        name: 'GameUpdated.v1',
        detail: { gameId: game.id, hostId: 'priya', changed: ['title', 'price', 'questions'] },
      },
    ]);
  });

  it('another host cannot update: 404 notYours, the game unchanged', async () => {
    const game = await service.create('priya', input());
    await rejects(edit('arjun', game.id, { title: 'Mine now' }), NotFoundError, GAME_MESSAGES.notYours);
    await rejects(edit('arjun', 'no-such-game'), NotFoundError, GAME_MESSAGES.notYours);
    expect(store.games.get(game.id)!.title).toBe('Evening Football');
  });

  it('duplicate rule on edit: renaming onto another game of the same day is refused; keeping its own title is fine', async () => {
    const a = await service.create('priya', input({ title: 'Morning Match' }));
    const b = await service.create('priya', input({ title: 'Evening Match' }));
    await rejects(edit('priya', b.id, { title: 'morning match' }), ConflictError, GAME_MESSAGES.duplicate, 'title');
    await expect(edit('priya', a.id, { title: 'Morning Match', price: 50 })).resolves.toMatchObject({
      price: 50,
    });
    // Moving a's day frees its old marker and takes the new one.
    await edit('priya', a.id, { title: 'Morning Match', game_date: '2026-12-06' });
    await expect(service.create('priya', input({ title: 'Morning Match' }))).resolves.toBeDefined();
    await rejects(
      service.create('priya', input({ title: 'Morning Match', game_date: '2026-12-06' })),
      ConflictError,
      GAME_MESSAGES.duplicate,
    );
  });

  it('a new start must be in the future; max players may not go below the players already in', async () => {
    const game = await service.create('priya', input());
    await rejects(
      edit('priya', game.id, { game_date: '2026-11-01' }),
      ValidationError,
      GAME_MESSAGES.inThePast,
      'game_date',
    );
    store.games.get(game.id)!.current_players = 6;
    await expect(edit('priya', game.id, { max_players: 5 })).rejects.toMatchObject({
      field: 'max_players',
    });
    await expect(edit('priya', game.id, { max_players: 6 })).resolves.toMatchObject({
      max_players: 6,
      current_players: 6,
    });
  });

  it('keeps known coordinates when the edit keeps the same link without new ones', async () => {
    const game = await service.create(
      'priya',
      input({ maps_link: 'https://maps.app.goo.gl/abc', latitude: 12.9, longitude: 77.6 }),
    );
    const saved = await service.update(
      'priya',
      game.id,
      input({ maps_link: 'https://maps.app.goo.gl/abc', title: 'Renamed' }),
    );
    expect([saved.latitude, saved.longitude]).toEqual([12.9, 77.6]);
  });
});

describe('delete or cancel (docs/decisions/010)', () => {
  it('deletes a game nobody asked to join, frees its title for the day, emits GameDeleted.v1', async () => {
    const game = await service.create('priya', input());
    await expect(service.remove('priya', game.id)).resolves.toEqual({ outcome: 'deleted' });
    expect(store.games.has(game.id)).toBe(false);
    expect(store.events.at(-1)).toMatchObject({ name: 'GameDeleted.v1', detail: { gameId: game.id } });
    await expect(service.create('priya', input())).resolves.toBeDefined();
  });

  it('cancels a game with join requests: kept as cancelled, out of discover and featured, GameCancelled.v1', async () => {
    const game = await service.create('priya', input());
    store.requests.set(game.id, 1);
    await expect(service.remove('priya', game.id)).resolves.toEqual({ outcome: 'cancelled' });
    expect(store.games.get(game.id)!.status).toBe('cancelled');
    expect(store.events.at(-1)).toMatchObject({
      name: 'GameCancelled.v1',
      detail: { gameId: game.id, title: 'Evening Football' },
    });
    expect((await service.featured()).games).toEqual([]);
    expect((await service.discover(discoverQuerySchema.parse({}))).games).toEqual([]);
    await expect(service.get(game.id)).resolves.toMatchObject({ status: 'cancelled' });
    // Again: still cancelled, nothing new happens.
    const count = store.events.length;
    await expect(service.remove('priya', game.id)).resolves.toEqual({ outcome: 'cancelled' });
    expect(store.events).toHaveLength(count);
    await rejects(edit('priya', game.id), ConflictError, 'This game is cancelled and can no longer be edited');
  });

  it('cancels instead when a request lands between the check and the delete', async () => {
    const game = await service.create('priya', input());
    store.setBeforeDelete((g) => store.requests.set(g.id, 1));
    await expect(service.remove('priya', game.id)).resolves.toEqual({ outcome: 'cancelled' });
    expect(store.games.get(game.id)!.status).toBe('cancelled');
  });

  it('another host cannot delete: 404 notYours, the game kept', async () => {
    const game = await service.create('priya', input());
    await rejects(service.remove('arjun', game.id), NotFoundError, GAME_MESSAGES.notYours);
    expect(store.games.has(game.id)).toBe(true);
  });
});

describe('reads', () => {
  it('get answers 404 Game not found for an unknown id', async () => {
    await rejects(service.get('nope'), NotFoundError, GAME_MESSAGES.notFound);
  });

  it('discover with a point: only games within the radius, soonest first, with real distances', async () => {
    const whitefield = await service.create(
      'priya',
      input({ title: 'Whitefield', maps_link: '12.9698,77.75', game_date: '2026-11-25' }),
    );
    const koramangala = await service.create(
      'priya',
      input({ title: 'Koramangala', maps_link: '12.9352,77.6245', game_date: '2026-11-26' }),
    );
    await service.create('priya', input({ title: 'Mumbai', maps_link: '19.076,72.8777' }));
    await service.create('priya', input({ title: 'Nowhere', maps_link: 'https://maps.app.goo.gl/x' }));
    const near = (
      await service.discover(discoverQuerySchema.parse({ lat: '12.9784', lng: '77.6408', radius_km: '20' }))
    ).games;
    expect(near.map((g) => g.id)).toEqual([whitefield.id, koramangala.id]);
    expect(near[1]!.distance_km).toBeCloseTo(5.1, 1);
    expect(near[0]!.distance_km).toBeGreaterThan(10);
    const tight = (
      await service.discover(discoverQuerySchema.parse({ lat: '12.9784', lng: '77.6408', radius_km: '6' }))
    ).games;
    expect(tight.map((g) => g.title)).toEqual(['Koramangala']);
  });

  it('discover pages with a cursor: no game lost or repeated; a bad cursor is a 400', async () => {
    for (let day = 10; day >= 2; day--)
      await service.create(
        'priya',
        input({ title: `Game ${day}`, game_date: `2026-12-${String(day).padStart(2, '0')}` }),
      );
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await service.discover(discoverQuerySchema.parse({ limit: '4', ...(cursor ? { cursor } : {}) }));
      seen.push(...page.games.map((g) => g.title));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(['Game 2', 'Game 3', 'Game 4', 'Game 5', 'Game 6', 'Game 7', 'Game 8', 'Game 9', 'Game 10']);
    await rejects(
      service.discover(discoverQuerySchema.parse({ cursor: 'not-a-cursor' })),
      ValidationError,
      'Invalid cursor',
    );
  });

  it('discover without a point: every upcoming future game soonest first, filters and text applied', async () => {
    await service.create('priya', input({ title: 'Later badminton', sport: 'badminton', game_date: '2026-12-10' }));
    await service.create(
      'priya',
      input({ title: 'Sooner football', skill_level: 'advanced', game_date: '2026-11-22' }),
    );
    await service.create(
      'arjun',
      input({
        title: 'Weekend run',
        sport: 'run',
        location: 'Bandra, Mumbai',
        game_date: '2026-11-22',
        game_time: '06:00',
      }),
    );
    const titles = async (query: Record<string, string>) =>
      (await service.discover(discoverQuerySchema.parse(query))).games.map((g) => g.title);
    const all = (await service.discover(discoverQuerySchema.parse({}))).games;
    expect(all.map((g) => g.title)).toEqual(['Weekend run', 'Sooner football', 'Later badminton']);
    expect(all[0]!.host).toEqual({ id: 'arjun', name: 'Arjun', profile_pic: null });
    expect(await titles({ sport: 'badminton' })).toEqual(['Later badminton']);
    expect(await titles({ skill_level: 'advanced' })).toEqual(['Sooner football']);
    expect(await titles({ date: 'weekend' })).toEqual(['Weekend run', 'Sooner football']);
    expect(await titles({ q: 'BANDRA' })).toEqual(['Weekend run']);
    // Once a start passes, the game leaves discover.
    clock.advance(2 * 24 * 3600 * 1000);
    expect(await titles({})).toEqual(['Later badminton']);
  });

  it('featured: at most 6, soonest first; host games: the next one first', async () => {
    for (let day = 10; day >= 2; day--)
      await service.create(
        'priya',
        input({ title: `Game ${day}`, game_date: `2026-12-${String(day).padStart(2, '0')}` }),
      );
    expect((await service.featured()).games.map((g) => g.title)).toEqual([
      'Game 2',
      'Game 3',
      'Game 4',
      'Game 5',
      'Game 6',
      'Game 7',
    ]);
    expect((await service.hostGames('priya')).map((g) => g.title).slice(0, 2)).toEqual(['Game 2', 'Game 3']);
    expect(await service.hostGames('arjun')).toEqual([]);
  });
});

describe('reports', () => {
  it('one report per user per game; unknown games are 404', async () => {
    const game = await service.create('priya', input());
    await expect(service.report('rahul', game.id, 'Spam')).resolves.toEqual({ message: REPORT_MESSAGES.received });
    await rejects(service.report('rahul', game.id, 'Again'), ConflictError, REPORT_MESSAGES.alreadyReported);
    await expect(service.report('arjun', game.id, 'Fake')).resolves.toBeDefined();
    await rejects(service.report('rahul', 'nope', 'x'), NotFoundError, GAME_MESSAGES.notFound);
  });
});
