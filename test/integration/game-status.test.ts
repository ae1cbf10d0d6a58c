import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoGameRepository } from '@functions/games/adapters/game-repository';
import { createGameStatusService } from '@functions/games/game-status-service';
import { systemClock } from '@functions/platform/clock';
import { localCredentials } from '@infra/local/dynamo-local';
import { LOCAL } from '@infra/local/names';
import { statusScheduleName } from '@functions/games/game-status-service';
import { SCHEDULE_TARGETS } from '@functions/platform/schedule-targets';
import { devSchedules, type Schedule } from '../support/dev-schedules';
import { setLocalStackEnv } from '../support/local-handler-env';
import { apiClient, gameBody, inDays, until } from '../support/games-client';
import { raceBarrier } from '../support/race-barrier';
import { sendingThrough } from '../support/sending-through';
import { signInDemo } from '../support/demo-tokens';

// Games that finish, through the local stack: the game events give each game two
// one-time schedules; the test drives the local scheduler's clock (POST /dev/schedules?until=) and
// watches the status move, the event go out once, and edits and cancellations move or delete them.
const base = inject('localStackUrl');
const { call } = apiClient(base);

let priya: string;
let arjun: string;
beforeAll(async () => {
  [priya, arjun] = await signInDemo(base, ['priya', 'arjun']);
});

// A game's status schedules are named game-<id>-…, so each game's are read and fired alone.
const { schedulesWith, schedulesWhen: whenNamed, fireUntil: fireNamed } = devSchedules(base);
const gamePrefix = (gameId: string) => `game-${gameId}-`;
const schedulesOf = (gameId: string) => schedulesWith(gamePrefix(gameId));
/** Waits until the consumer has given the game schedules matching `check`. */
const schedulesWhen = (gameId: string, check: (list: Schedule[]) => boolean, what: string) =>
  whenNamed(gamePrefix(gameId), check, what);
/** Fires the game's schedules due by `instant`, as if the scheduler's clock read it. */
const fireUntil = (gameId: string, instant: string) => fireNamed(gamePrefix(gameId), instant);
const statusEvents = async (gameId: string) => {
  const { body } = await call('/dev/events');
  return (body.events as { 'detail-type': string; detail: { gameId: string; status: string } }[]).filter(
    (e) => e['detail-type'] === 'GameStatusChanged.v1' && e.detail.gameId === gameId,
  );
};
const create = async (over: Record<string, unknown> = {}) => {
  const created = await call('/api/games', { method: 'POST', token: priya, body: gameBody(over) });
  expect(created.status).toBe(201);
  return created.body as {
    id: string;
    title: string;
    game_datetime: string;
    ends_at: string;
    duration_minutes: number;
  };
};

/**
 * A schedule delivered twice (Scheduler delivers at least once): the target's handler run again in
 * this process, against the stack's table, with the payload the schedule carried.
 */
async function deliverAgain(schedule: Schedule) {
  setLocalStackEnv(inject('dynamoEndpoint'));
  const { handler } = await import('@functions/games/handlers/advance-game-status');
  return handler(JSON.parse(schedule.input));
}

describe('a game moves upcoming → ongoing → completed on its schedules', () => {
  it('creates both schedules, moves at the start and at the end, publishes each move once, and lists the game for its host after', async () => {
    // Far ahead: the host list checked below is the latest 50 by start, and other files give Priya games in the coming days.
    const game = await create({ duration_minutes: 120, game_date: inDays(160) });
    expect(new Date(game.ends_at).getTime() - new Date(game.game_datetime).getTime()).toBe(120 * 60_000);
    const list = await schedulesWhen(game.id, (l) => l.length === 2, 'both schedules');
    expect(list.map(({ name, at, target }) => ({ name, at, target }))).toEqual([
      { name: statusScheduleName(game.id, 'ongoing'), at: game.game_datetime, target: SCHEDULE_TARGETS.gameStatus },
      { name: statusScheduleName(game.id, 'completed'), at: game.ends_at, target: SCHEDULE_TARGETS.gameStatus },
    ]);

    // A minute before the start nothing is due.
    expect(await fireUntil(game.id, new Date(new Date(game.game_datetime).getTime() - 60_000).toISOString())).toEqual(
      [],
    );
    const atStart = await fireUntil(game.id, game.game_datetime);
    expect(atStart.map((f) => [f.name, f.ok, f.result.outcome])).toEqual([
      [statusScheduleName(game.id, 'ongoing'), true, 'moved'],
    ]);
    expect((await call(`/api/games/${game.id}`)).body.status).toBe('ongoing');
    // Out of discover once it started.
    expect(((await call(`/api/games?q=${encodeURIComponent(game.title)}`)).body.games as unknown[]).length).toBe(0);
    // Joining a started game is refused.
    const join = await call(`/api/games/${game.id}/join`, {
      method: 'POST',
      token: arjun,
      body: { contactInfo: { name: 'Arjun Test', email: 'arjun@demo.yaktiv.test', phone: '9876543210' } },
    });
    expect(join.status).toBe(409);

    // The same schedule delivered again changes nothing and publishes nothing more.
    expect(await deliverAgain(list[0]!)).toMatchObject({ outcome: 'stale' });

    const atEnd = await fireUntil(game.id, game.ends_at);
    expect(atEnd.map((f) => [f.name, f.result.outcome])).toEqual([[statusScheduleName(game.id, 'completed'), 'moved']]);
    expect((await call(`/api/games/${game.id}`)).body).toMatchObject({ status: 'completed', ends_at: game.ends_at });
    expect(await deliverAgain(list[1]!)).toMatchObject({ outcome: 'stale' });
    expect(await schedulesOf(game.id)).toEqual([]);

    const events = await until(
      async () => {
        const found = await statusEvents(game.id);
        return found.length >= 2 ? found : undefined;
      },
      10_000,
      'both status events',
    );
    // Give a duplicate time to show up before counting.
    await new Promise((r) => setTimeout(r, 500));
    expect((await statusEvents(game.id)).map((e) => e.detail.status)).toEqual(['ongoing', 'completed']);
    expect(events[0]!.detail).toMatchObject({
      gameId: game.id,
      title: game.title,
      status: 'ongoing',
      game_datetime: game.game_datetime,
      ends_at: game.ends_at,
    });

    // The host's own list keeps past games.
    const mine = await call('/api/host/games', { token: priya });
    expect((mine.body.games as { id: string; status: string }[]).find((g) => g.id === game.id)?.status).toBe(
      'completed',
    );
  });

  it('moving the game moves its schedules; the old schedule, delivered late, does nothing', async () => {
    const game = await create();
    const before = await schedulesWhen(game.id, (l) => l.length === 2, 'both schedules');
    const moved = await call(`/api/games/${game.id}`, {
      method: 'PUT',
      token: priya,
      body: gameBody({ title: game.title, game_date: inDays(5), duration_minutes: 60 }),
    });
    expect(moved.status).toBe(200);
    const after = await schedulesWhen(
      game.id,
      (l) => l.length === 2 && l[0]!.at === moved.body.game_datetime && l[1]!.at === moved.body.ends_at,
      'moved schedules',
    );
    expect(after.map((s) => s.name)).toEqual(before.map((s) => s.name));

    // The start as it was: a stale delivery leaves the game upcoming and publishes nothing.
    expect(await deliverAgain(before[0]!)).toMatchObject({ outcome: 'stale' });
    expect(await deliverAgain(before[1]!)).toMatchObject({ outcome: 'stale' });
    expect((await call(`/api/games/${game.id}`)).body.status).toBe('upcoming');
    expect(await fireUntil(game.id, before[1]!.at)).toEqual([]);
    expect(await statusEvents(game.id)).toEqual([]);

    // An edit that leaves the start and duration alone leaves the schedules alone.
    const renamed = await call(`/api/games/${game.id}`, {
      method: 'PUT',
      token: priya,
      body: gameBody({ title: `${game.title} renamed`, game_date: inDays(5), duration_minutes: 60 }),
    });
    expect(renamed.status).toBe(200);
    expect(await schedulesOf(game.id)).toEqual(after);
  });

  it('cancelling a game deletes its schedules, and so does deleting one', async () => {
    const cancelled = await create();
    await schedulesWhen(cancelled.id, (l) => l.length === 2, 'schedules of the game to cancel');
    const join = await call(`/api/games/${cancelled.id}/join`, {
      method: 'POST',
      token: arjun,
      body: { contactInfo: { name: 'Arjun Test', email: 'arjun@demo.yaktiv.test', phone: '9876543210' } },
    });
    expect(join.status).toBe(201);
    expect((await call(`/api/games/${cancelled.id}`, { method: 'DELETE', token: priya })).body).toMatchObject({
      outcome: 'cancelled',
    });
    await schedulesWhen(cancelled.id, (l) => l.length === 0, 'no schedules after cancelling');

    const deleted = await create();
    await schedulesWhen(deleted.id, (l) => l.length === 2, 'schedules of the game to delete');
    expect((await call(`/api/games/${deleted.id}`, { method: 'DELETE', token: priya })).body).toMatchObject({
      outcome: 'deleted',
    });
    await schedulesWhen(deleted.id, (l) => l.length === 0, 'no schedules after deleting');
  });

  it('refuses a duration outside 15 minutes to 24 hours with a clear message', async () => {
    for (const duration_minutes of [0, 10, 24 * 60 + 1, 90.5]) {
      const { status, body } = await call('/api/games', {
        method: 'POST',
        token: priya,
        body: gameBody({ duration_minutes }),
      });
      expect(status, String(duration_minutes)).toBe(400);
      expect(body.message).toBe('Duration must be a whole number of minutes from 15 to 1440');
    }
  });
});

describe('a move happens once under a race', () => {
  const RACERS = 20;
  const db = DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: LOCAL.region, credentials: localCredentials }),
  );
  const unused = {
    upsert: () => Promise.reject(new Error('not used')),
    delete: () => Promise.reject(new Error('not used')),
  };

  /**
   * The service over a client whose writes wait until every racer has read (or a second passed), so
   * the race window is certain; `edit` rewrites the condition for the negative control. The events
   * are left out: the race is the same without them, and they would only load the shared stack.
   */
  function racingService(edit: (condition: string) => string) {
    const barrier = raceBarrier(RACERS);
    const client = sendingThrough(db, async (command) => {
      if (command instanceof TransactWriteCommand) {
        command.input.TransactItems = (command.input.TransactItems ?? []).filter(
          (item) => item.Put?.Item?.type !== 'outbox-event',
        );
        for (const item of command.input.TransactItems)
          if (item.Update?.ConditionExpression) item.Update.ConditionExpression = edit(item.Update.ConditionExpression);
        await barrier();
      }
    });
    return createGameStatusService({
      games: dynamoGameRepository(client, LOCAL.tableName),
      scheduler: unused,
      clock: systemClock,
    });
  }
  const raceOn = async (edit: (condition: string) => string) => {
    const game = await create();
    const move = {
      gameId: game.id,
      status: 'ongoing' as const,
      game_datetime: game.game_datetime,
      duration_minutes: game.duration_minutes,
    };
    const service = racingService(edit);
    const outcomes = await Promise.all(Array.from({ length: RACERS }, () => service.advance(move)));
    const stored = (
      await db.send(
        new GetCommand({
          TableName: LOCAL.tableName,
          Key: { pk: `GAME#${game.id}`, sk: 'GAME' },
          ConsistentRead: true,
        }),
      )
    ).Item!;
    return { moved: outcomes.filter((o) => o === 'moved').length, status: stored.status };
  };

  it('20 deliveries of the same start move it once (one transaction, so one event)', async () => {
    expect(await raceOn((condition) => condition)).toEqual({ moved: 1, status: 'ongoing' });
  });

  it('negative control: without the status condition the same race moves it many times', async () => {
    const { moved } = await raceOn((condition) =>
      condition.replace('#status = :from', '(attribute_exists(pk) OR #status = :from)'),
    );
    expect(moved).toBeGreaterThan(1);
  });
});
