import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '@infra/local/dynamo-local';
import { LOCAL } from '@infra/local/names';
import type { SearchResult } from '@shared/schemas/game';
import { apiClient, gameBody, minutesFromNow, uniqueTag, until } from '../support/games-client';
import { putBareJoinRequest } from '../support/join-fixtures';

// The search overlay's index: kept by the update-search-index consumer from game and community
// events (table stream → bus → consumer), read by prefix.
const base = inject('localStackUrl');
const { call, token } = apiClient(base);
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: LOCAL.region, credentials: localCredentials }),
);

const search = async (q: string) => {
  const { status, body } = await call(`/api/search?q=${encodeURIComponent(q)}`);
  expect(status).toBe(200);
  return body.results as SearchResult[];
};
const found = (q: string, id: string) =>
  until(async () => (await search(q)).find((r) => r.id === id), 10_000, `'${q}' to find ${id}`);
const gone = (q: string, id: string) =>
  until(async () => !(await search(q)).some((r) => r.id === id), 10_000, `'${q}' to lose ${id}`);

let priya: string;
beforeAll(async () => {
  priya = await token('priya@demo.yaktiv.test');
});

describe('search', () => {
  it("'badm' finds a badminton game and 'kora' finds a Koramangala game, with the result fields", async () => {
    const tag = uniqueTag();
    // 'badm' answers the 20 soonest badminton games; other test files add badminton games days
    // ahead, so this one starts within the next two hours to stay among them.
    const soon = minutesFromNow(100);
    const game = (
      await call('/api/games', {
        method: 'POST',
        token: priya,
        body: gameBody({
          title: `Shuttle Night ${tag}`,
          sport: 'badminton',
          price: 180,
          game_date: soon.date,
          game_time: soon.time,
        }),
      })
    ).body;
    const hit = await found('badm', game.id);
    expect(hit).toEqual({
      kind: 'game',
      id: game.id,
      title: game.title,
      sport: 'badminton',
      location: game.location,
      game_datetime: game.game_datetime,
      price: 180,
    });
    // Other test files add Koramangala games too; pairing the place prefix with this game's tag
    // keeps the check about prefix matching, not about which 20 results come first.
    await found(`kora ${tag.slice(0, 6)}`, game.id);
    await found(`badminton ${tag.slice(0, 6)}`, game.id);
    expect((await search(`kora ${uniqueTag()}`)).some((r) => r.id === game.id)).toBe(false);
  });

  it('finds a community by name and by place', async () => {
    const byName = await until(
      async () => (await search('circle')).find((r) => r.kind === 'community'),
      10_000,
      'community by name',
    );
    expect(byName).toMatchObject({
      kind: 'community',
      title: 'Bandra Badminton Circle',
      location: 'Bandra West, Mumbai',
      game_datetime: null,
    });
    const byPlace = await until(
      async () => (await search('hsr')).find((r) => r.kind === 'community'),
      10_000,
      'community by place',
    );
    expect(byPlace.title).toBe('HSR Pickleball Collective');
    expect((await search('dawn saket')).map((r) => r.title)).toEqual(['Delhi Dawn Runners']);
  });

  it('blank and one-letter queries find nothing; at most 20 results', async () => {
    expect(await search('')).toEqual([]);
    expect(await search('  ')).toEqual([]);
    expect(await search('k')).toEqual([]);
    expect((await search('be')).length).toBeLessThanOrEqual(20);
  });

  it('follows edits: the new title is found, the old one no longer', async () => {
    const [oldTag, newTag] = [uniqueTag(), uniqueTag()];
    const game = (
      await call('/api/games', { method: 'POST', token: priya, body: gameBody({ title: `Match ${oldTag}` }) })
    ).body;
    await found(oldTag, game.id);
    expect(
      (
        await call(`/api/games/${game.id}`, {
          method: 'PUT',
          token: priya,
          body: gameBody({ title: `Match ${newTag}` }),
        })
      ).status,
    ).toBe(200);
    await found(newTag, game.id);
    await gone(oldTag, game.id);
  });

  it('deleted and cancelled games disappear from search', async () => {
    const tag = uniqueTag();
    const deleted = (
      await call('/api/games', { method: 'POST', token: priya, body: gameBody({ title: `Gone ${tag}` }) })
    ).body;
    const cancelled = (
      await call('/api/games', { method: 'POST', token: priya, body: gameBody({ title: `Off ${tag}` }) })
    ).body;
    await found(tag, deleted.id);
    await found(tag, cancelled.id);

    expect((await call(`/api/games/${deleted.id}`, { method: 'DELETE', token: priya })).body).toEqual({
      outcome: 'deleted',
    });
    await gone(tag, deleted.id);

    await putBareJoinRequest(db, LOCAL.tableName, cancelled.id, 'player-y');
    expect((await call(`/api/games/${cancelled.id}`, { method: 'DELETE', token: priya })).body).toEqual({
      outcome: 'cancelled',
    });
    await gone(tag, cancelled.id);
    expect(await search(tag)).toEqual([]);
  });
});
