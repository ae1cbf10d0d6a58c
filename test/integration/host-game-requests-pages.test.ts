import { describe, expect, inject, it } from 'vitest';
import { LOCAL } from '@infra/local/names';
import { apiClient, gameBody } from '../support/games-client';
import { demoTokens } from '../support/demo-tokens';
import { localDb } from '../support/community-fixtures';
import { putJoinRequests, syntheticRequest } from '../support/join-fixtures';

// The manage page's request list through the router and JWT: a game with many requests answers a
// page at a time, every request once and none missed, only to its host, and a forged cursor is a 400.
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
