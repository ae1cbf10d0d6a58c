import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { gameKeys } from '@functions/games/adapters/keys';
import { LOCAL } from '@infra/local/names';
import { groupCodeOf } from '@shared/rules/playing-together';
import { levelOf } from '@shared/rules/skill-levels';
import { PLAYING_TOGETHER_MESSAGES } from '@shared/texts/playing-together';
import { TEAM_MESSAGES } from '@shared/texts/teams';
import { acceptedJoin } from '../support/accepted-join';
import { localDb } from '../support/community-fixtures';
import { demoTokens } from '../support/demo-tokens';
import { apiClient, gameBody, startingSoon, uniqueTag } from '../support/games-client';

// Balanced teams and ratings through every layer: the host splits the checked-in players and a
// walk-in, players read their team, the result moves ratings once (again: nothing; corrected: the
// old change taken back), and the teams lock once a result is in.
const base = inject('localStackUrl');
const db = localDb(inject('dynamoEndpoint'));
const { call } = apiClient(base);
const tokens = demoTokens(base, ['priya', 'rahul', 'ananya', 'kavya', 'vikram', 'arjun']);
type Who = keyof typeof tokens;
const RUN = uniqueTag();
// A sport of this run's own, so the ratings start fresh whatever other tests recorded.
const SPORT = `kabaddi ${RUN}`;

interface Teams {
  teams:
    | { name: string; average: number; members: { id: string; name: string; kind: string; points?: number }[] }[]
    | null;
  your_team: number | null;
  checked_in?: { request_id: string; name: string; points: number; group: string }[];
  result: { places: number[] } | null;
  balance: number | null;
}
interface Ratings {
  ratings: {
    sport: string;
    points: number;
    games: number;
    history: { game_id: string; move: string; before: number; after: number }[];
  }[];
}
const teamsOf = async (gameId: string, who: Who) => call(`/api/games/${gameId}/teams`, { token: tokens[who] });
const ratingIn = async (who: Who) =>
  ((await call('/api/me/ratings', { token: tokens[who] })).body as Ratings).ratings.find((r) => r.sport === SPORT);
const record = (gameId: string, body: unknown, who: Who = 'priya') =>
  call(`/api/games/${gameId}/result`, { method: 'POST', token: tokens[who], body });

async function gameWithArrivals() {
  const created = await call('/api/games', {
    method: 'POST',
    token: tokens.priya,
    body: gameBody({ price: 0, sport: 'other', custom_sport: `Kabaddi ${RUN}`, ...startingSoon() }),
  });
  expect(created.status).toBe(201);
  const game = created.body as { id: string };
  const requests = {} as Record<'rahul' | 'ananya' | 'kavya' | 'vikram', string>;
  for (const who of ['rahul', 'ananya', 'kavya', 'vikram'] as const) {
    const join = { contactInfo: { name: `${who} ${RUN}`, email: `${who}.${RUN}@players.test` } };
    requests[who] = await acceptedJoin(call, game.id, { player: tokens[who], host: tokens.priya }, join);
  }
  for (const who of ['rahul', 'ananya', 'kavya'] as const) {
    const checked = await call(`/api/games/${game.id}/check-ins`, {
      method: 'POST',
      token: tokens.priya,
      body: { request_id: requests[who] },
    });
    expect(checked.status).toBe(200);
  }
  return { game, requests };
}

/** The game began a minute ago: a result can be recorded. */
const startGame = (gameId: string) =>
  db.send(
    new UpdateCommand({
      TableName: LOCAL.tableName,
      Key: gameKeys.game(gameId),
      UpdateExpression: 'SET game_datetime = :at',
      ExpressionAttributeValues: { ':at': new Date(Date.now() - 60_000).toISOString() },
    }),
  );

describe('teams and ratings', () => {
  it('splits, shows each player their team, moves ratings once and locks the teams', async () => {
    const { game, requests } = await gameWithArrivals();
    const put = (body: unknown, who: Who = 'priya') =>
      call(`/api/games/${game.id}/teams`, { method: 'PUT', token: tokens[who], body });

    // The host sees the checked-in players with the figure a split balances; players see no split yet.
    const hostView = (await teamsOf(game.id, 'priya')).body as Teams;
    expect(hostView.teams).toBeNull();
    expect(hostView.checked_in!.map((p) => p.request_id).sort()).toEqual(
      [requests.rahul, requests.ananya, requests.kavya].sort(),
    );
    expect(hostView.checked_in!.every((p) => typeof p.points === 'number')).toBe(true);
    const rahulView = await teamsOf(game.id, 'rahul');
    expect(rahulView.status).toBe(200);
    expect(rahulView.body).toMatchObject({ teams: null, your_team: null });
    expect(rahulView.body.checked_in).toBeUndefined();
    expect((await teamsOf(game.id, 'arjun')).status).toBe(404);

    // Refused splits: a player who has not arrived, uneven sizes, a player twice, one team.
    const walkIn = { walk_in: 'Suresh', level: 'advanced', group: null };
    expect(await put({ teams: [{ members: [{ request_id: requests.vikram }] }, { members: [walkIn] }] })).toEqual({
      status: 409,
      body: { message: TEAM_MESSAGES.notCheckedIn(`vikram ${RUN}`) },
    });
    const uneven = await put({
      teams: [
        { members: [{ request_id: requests.rahul }, { request_id: requests.ananya }, walkIn] },
        { members: [{ request_id: requests.kavya }] },
      ],
    });
    expect(uneven).toMatchObject({ status: 400, body: { message: TEAM_MESSAGES.unevenSizes } });
    const twice = await put({
      teams: [{ members: [{ request_id: requests.rahul }] }, { members: [{ request_id: requests.rahul }] }],
    });
    expect(twice).toMatchObject({ status: 400, body: { message: TEAM_MESSAGES.twice } });
    expect((await put({ teams: [{ members: [walkIn] }] })).status).toBe(400);
    expect((await put({ teams: [{ members: [walkIn] }, { members: [walkIn] }] }, 'rahul')).status).toBe(404);

    // The host's saved split: Rahul with a walk-in against Ananya and Kavya.
    const saved = await put({
      teams: [
        { members: [{ request_id: requests.rahul }, walkIn] },
        { members: [{ request_id: requests.ananya }, { request_id: requests.kavya }] },
      ],
    });
    expect(saved.status).toBe(200);
    expect((saved.body as Teams).teams!.map((t) => t.name)).toEqual(['Team A', 'Team B']);
    expect((saved.body as Teams).teams![0]!.members[1]).toMatchObject({ name: 'Suresh', kind: 'walk_in', points: 25 });
    expect((saved.body as Teams).balance).toEqual(expect.any(Number));
    const asRahul = (await teamsOf(game.id, 'rahul')).body as Teams;
    expect(asRahul.your_team).toBe(0);
    expect(asRahul.teams![0]!.members.map((m) => m.name)).toEqual([`rahul ${RUN}`, 'Suresh']);
    expect(asRahul.teams![0]!.members.every((m) => m.points === undefined)).toBe(true);
    expect(((await teamsOf(game.id, 'kavya')).body as Teams).your_team).toBe(1);

    // No result before the start, none from a player.
    expect(await record(game.id, { winner: 1 })).toEqual({ status: 409, body: { message: TEAM_MESSAGES.notStarted } });
    await startGame(game.id);
    expect((await record(game.id, { winner: 1 }, 'ananya')).status).toBe(404);
    expect((await record(game.id, { scores: [1, 2, 3] })).status).toBe(400);
    expect((await record(game.id, { winner: 3 })).status).toBe(400);
    expect(await ratingIn('ananya')).toBeUndefined();

    // Team B wins: Ananya and Kavya go up, Rahul down; the walk-in has no rating to keep.
    expect((await record(game.id, { scores: [2, 5] })).status).toBe(200);
    const ananya = (await ratingIn('ananya'))!;
    const rahul = (await ratingIn('rahul'))!;
    expect(ananya).toMatchObject({ games: 1, history: [{ game_id: game.id, move: 'up' }] });
    expect(rahul).toMatchObject({ games: 1, history: [{ game_id: game.id, move: 'down' }] });
    expect(ananya.points).toBeGreaterThan(ananya.history[0]!.before);
    expect(levelOf(ananya.points).name).toEqual(expect.any(String));

    // The same result again moves nobody.
    expect((await record(game.id, { scores: [2, 5] })).status).toBe(200);
    expect(await ratingIn('ananya')).toEqual(ananya);
    expect(await ratingIn('rahul')).toEqual(rahul);

    // Corrected to Team A's win: this game's change is taken back and the new one applied, from the
    // ratings before the game, once.
    expect((await record(game.id, { winner: 0 })).status).toBe(200);
    const ananyaAfter = (await ratingIn('ananya'))!;
    const rahulAfter = (await ratingIn('rahul'))!;
    expect(ananyaAfter).toMatchObject({ games: 1, history: [{ move: 'down', before: ananya.history[0]!.before }] });
    expect(rahulAfter).toMatchObject({ games: 1, history: [{ move: 'up', before: rahul.history[0]!.before }] });
    expect(rahulAfter.points).toBe(rahulAfter.history[0]!.after);
    expect(ananyaAfter.points).toBe(ananyaAfter.history[0]!.after);
    expect(rahulAfter.points).toBeGreaterThan(rahul.history[0]!.before);
    // Corrected back: exactly where the first recording had them.
    expect((await record(game.id, { scores: [2, 5] })).status).toBe(200);
    expect((await ratingIn('ananya'))!.points).toBe(ananya.points);
    expect((await ratingIn('rahul'))!.points).toBe(rahul.points);

    // The result is in: the teams can no longer change.
    expect(await put({ teams: [{ members: [walkIn] }, { members: [{ ...walkIn, walk_in: 'Mohan' }] }] })).toEqual({
      status: 409,
      body: { message: TEAM_MESSAGES.resultRecorded },
    });
    expect(((await teamsOf(game.id, 'rahul')).body as Teams).result).toMatchObject({ places: [2, 1] });
  });

  it('records a result once when two arrive together', async () => {
    const { game, requests } = await gameWithArrivals();
    const teams = [
      { members: [{ request_id: requests.rahul }, { request_id: requests.ananya }] },
      { members: [{ request_id: requests.kavya }] },
    ];
    expect(
      (await call(`/api/games/${game.id}/teams`, { method: 'PUT', token: tokens.priya, body: { teams } })).status,
    ).toBe(200);
    await startGame(game.id);
    const before = await ratingIn('kavya');
    const answers = await Promise.all([record(game.id, { winner: 1 }), record(game.id, { winner: 1 })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const after = (await ratingIn('kavya'))!;
    expect(after.games).toBe((before?.games ?? 0) + 1);
    expect(after.history.filter((h) => h.game_id === game.id)).toHaveLength(1);
  });
});

describe('friends who join together', () => {
  it('join through the link of a player holding a pass; the host sees them together, the split gets their group', async () => {
    const created = await call('/api/games', {
      method: 'POST',
      token: tokens.priya,
      body: gameBody({ price: 0, ...startingSoon() }),
    });
    const other = await call('/api/games', { method: 'POST', token: tokens.priya, body: gameBody({ price: 0 }) });
    const gameId = (created.body as { id: string }).id;
    const contact = (who: Who) => ({ contactInfo: { name: `${who} ${RUN}`, email: `${who}.${RUN}@players.test` } });
    const join = (who: Who, body: object, game = gameId) =>
      call(`/api/games/${game}/join`, { method: 'POST', token: tokens[who], body });

    // Rahul is in (he holds a pass); his link's code is his request and his pass's fingerprint.
    const rahulRequest = await acceptedJoin(
      call,
      gameId,
      { player: tokens.rahul, host: tokens.priya },
      contact('rahul'),
    );
    const mine = (await call(`/api/games/${gameId}/my-request`, { token: tokens.rahul })).body as {
      id: string;
      game_pass: string;
    };
    const code = await groupCodeOf(mine.id, mine.game_pass);

    // Refused: a made-up fingerprint, another game, a code of a request without a pass, not a code at all.
    const invalid = { status: 400, body: expect.objectContaining({ message: PLAYING_TOGETHER_MESSAGES.invalid }) };
    expect(await join('kavya', { ...contact('kavya'), group_code: `${mine.id}.AAAAAAAAAAA` })).toEqual(invalid);
    expect(await join('kavya', { ...contact('kavya'), group_code: code }, (other.body as { id: string }).id)).toEqual(
      invalid,
    );
    expect((await join('kavya', { ...contact('kavya'), group_code: 'x' })).status).toBe(400);
    const pending = await join('vikram', contact('vikram'));
    expect(pending.status).toBe(201);
    const pendingCode = await groupCodeOf(pending.body.joinRequestId, 'no-pass-yet');
    expect(await join('kavya', { ...contact('kavya'), group_code: pendingCode })).toEqual(invalid);

    // Ananya joins through Rahul's link; Kavya through Ananya's, once Ananya is in: all one group.
    expect((await join('ananya', { ...contact('ananya'), group_code: code })).status).toBe(201);
    const list = async () =>
      (await call(`/api/games/${gameId}/requests`, { token: tokens.priya })).body.requests as {
        id: string;
        user_id: string;
        group?: string;
        group_code?: string;
      }[];
    const ananyaRequest = (await list()).find((r) => r.id !== rahulRequest && r.group)!;
    expect(ananyaRequest.group).toBe(rahulRequest);
    await call(`/api/requests/${ananyaRequest.id}/decision`, {
      method: 'POST',
      token: tokens.priya,
      body: { action: 'accept' },
    });
    const ananya = (await call(`/api/games/${gameId}/my-request`, { token: tokens.ananya })).body;
    expect(
      (await join('kavya', { ...contact('kavya'), group_code: await groupCodeOf(ananya.id, ananya.game_pass) })).status,
    ).toBe(201);
    const requests = await list();
    expect(requests.filter((r) => r.group === rahulRequest)).toHaveLength(2);
    expect(requests.find((r) => r.id === rahulRequest)?.group).toBeUndefined();
    // The host never sees the code itself.
    expect(JSON.stringify(requests)).not.toContain(code);

    // Checked in, the split's players carry their group: Rahul's, Ananya's and Kavya's is Rahul's request.
    const kavyaRequest = requests.find((r) => r.group === rahulRequest && r.id !== ananyaRequest.id)!.id;
    await call(`/api/requests/${kavyaRequest}/decision`, {
      method: 'POST',
      token: tokens.priya,
      body: { action: 'accept' },
    });
    for (const request_id of [rahulRequest, ananyaRequest.id, kavyaRequest])
      expect(
        (await call(`/api/games/${gameId}/check-ins`, { method: 'POST', token: tokens.priya, body: { request_id } }))
          .status,
      ).toBe(200);
    const arrived = ((await teamsOf(gameId, 'priya')).body as Teams).checked_in!;
    expect(arrived.map((p) => p.group)).toEqual([rahulRequest, rahulRequest, rahulRequest]);
  });
});
