import { describe, expect, inject, it } from 'vitest';
import { LOCAL } from '@infra/local/names';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { gameKeys } from '@functions/games/public-keys';
import { apiClient, gameBody, startingSoon } from '../support/games-client';
import { demoTokens } from '../support/demo-tokens';
import { localDb } from '../support/community-fixtures';
import { putJoinRequests, syntheticRequest } from '../support/join-fixtures';

// The manage page's request list and the check-in list through the router and JWT: a game with many
// requests answers a page at a time, every request once and none missed, only to its host, and a
// forged cursor is a 400.
const base = inject('localStackUrl');
const db = localDb(inject('dynamoEndpoint'));
const { call } = apiClient(base);
const tokens = demoTokens(base, ['kavya', 'rahul']);
const REQUESTS = 130;

describe("a game's requests for its host", () => {
  it('come in pages with a cursor: all of them, once each, the first page as fast as any', async () => {
    const created = await call('/api/games', {
      method: 'POST',
      token: tokens.kavya,
      body: gameBody({ max_players: 30 }),
    });
    expect(created.status).toBe(201);
    const gameId = (created.body as { id: string }).id;
    const hostId = (created.body as { host_id: string }).host_id;
    const players = Array.from(
      { length: REQUESTS },
      (_, i) => `paging-${gameId.slice(0, 8)}-${String(i).padStart(3, '0')}`,
    );
    await putJoinRequests(
      db,
      LOCAL.tableName,
      players.map((userId) => syntheticRequest(gameId, userId)),
      hostId,
    );

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer = await call(
        `/api/games/${gameId}/requests${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
        { token: tokens.kavya },
      );
      expect(answer.status).toBe(200);
      const body = answer.body as { requests: { user_id: string; game_pass?: unknown }[]; cursor: string | null };
      expect(body.requests.length).toBeLessThanOrEqual(50);
      expect(body.requests.every((r) => !('game_pass' in r))).toBe(true);
      seen.push(...body.requests.map((r) => r.user_id));
      cursor = body.cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(players);

    // Someone else's cursor on this game is still only the host's to use; a forged one is refused.
    const firstCursor = (
      (await call(`/api/games/${gameId}/requests`, { token: tokens.kavya })).body as { cursor: string }
    ).cursor;
    expect((await call(`/api/games/${gameId}/requests?cursor=${firstCursor}`, { token: tokens.rahul })).status).toBe(
      404,
    );
    expect((await call(`/api/games/${gameId}/requests?cursor=%2F%2F..`, { token: tokens.kavya })).status).toBe(400);
  }, 60_000);
});

describe("a game's check-in list for its host", () => {
  it('comes in pages of confirmed players only, each once, with the whole game’s counts on every page', async () => {
    const created = await call('/api/games', {
      method: 'POST',
      token: tokens.kavya,
      body: gameBody({ max_players: 100, price: 0, ...startingSoon() }),
    });
    expect(created.status).toBe(201);
    const { id: gameId, host_id: hostId } = created.body as { id: string; host_id: string };
    const tag = gameId.slice(0, 8);
    // 70 confirmed players (more than a page of 50) among 40 others still pending or rejected.
    const confirmed = Array.from({ length: 70 }, (_, i) =>
      syntheticRequest(gameId, `arrive-${tag}-${String(i).padStart(3, '0')}`, {
        status: 'confirmed',
        game_pass: `PASS-${tag}-${i}`,
      }),
    );
    const others = Array.from({ length: 40 }, (_, i) =>
      syntheticRequest(gameId, `other-${tag}-${String(i).padStart(3, '0')}`, {
        status: i % 2 ? 'pending' : 'rejected',
      }),
    );
    await putJoinRequests(db, LOCAL.tableName, [...confirmed, ...others], hostId);
    // The spots the 70 accepts would have taken, as the decisions' transactions count them.
    await db.send(
      new UpdateCommand({
        TableName: LOCAL.tableName,
        Key: gameKeys.game(gameId),
        UpdateExpression: 'SET current_players = :n',
        ExpressionAttributeValues: { ':n': confirmed.length },
      }),
    );
    // Two arrive through the API: the game's arrivals move with them.
    const arrivedIds = [confirmed[3]!.id, confirmed[66]!.id];
    for (const request_id of arrivedIds) {
      const checkIn = await call(`/api/games/${gameId}/check-ins`, {
        method: 'POST',
        token: tokens.kavya,
        body: { request_id },
      });
      expect(checkIn.status).toBe(200);
    }

    type ArrivalsPage = {
      arrived: number;
      expected: number;
      players: { request_id: string; checked_in_at: string | null }[];
      cursor: string | null;
    };
    const seen: ArrivalsPage['players'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer = await call(
        `/api/games/${gameId}/check-ins${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
        { token: tokens.kavya },
      );
      expect(answer.status).toBe(200);
      const body = answer.body as ArrivalsPage;
      expect(body.players.length).toBeLessThanOrEqual(50);
      expect({ arrived: body.arrived, expected: body.expected }).toEqual({ arrived: 2, expected: 70 });
      seen.push(...body.players);
      cursor = body.cursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(2);
    const ids = seen.map((p) => p.request_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual(confirmed.map((r) => r.id).sort());
    expect(
      seen
        .filter((p) => p.checked_in_at)
        .map((p) => p.request_id)
        .sort(),
    ).toEqual([...arrivedIds].sort());

    // Only the host reads it, cursor or not; a cursor not made here is a 400.
    const firstCursor = ((await call(`/api/games/${gameId}/check-ins`, { token: tokens.kavya })).body as ArrivalsPage)
      .cursor;
    expect((await call(`/api/games/${gameId}/check-ins?cursor=${firstCursor}`, { token: tokens.rahul })).status).toBe(
      404,
    );
    const forged = await call(`/api/games/${gameId}/check-ins?cursor=%2F%2F..`, { token: tokens.kavya });
    expect(forged).toMatchObject({ status: 400, body: { message: 'Invalid cursor' } });
  }, 60_000);
});
