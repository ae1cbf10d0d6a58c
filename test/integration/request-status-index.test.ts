import { describe, expect, inject, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '@infra/local/dynamo-local';
import { LOCAL } from '@infra/local/names';
import { joinKeys } from '@functions/joins/adapters/keys';
import { dynamoRequestsByStatus } from '@functions/joins/adapters/status-index';
import { REQUEST_PAGE } from '@functions/joins/public-request-fan-out';
import type { JoinRequestStatus } from '@shared/rules/join-rules';
import { apiClient, gameBody, uniqueTag } from '../support/games-client';
import { demoTokens } from '../support/demo-tokens';

// Which requests the status index files, through the API on the local stack: going, waiting and
// withdrawn requests are filed (the loops read them oldest first); a pending, an accepted (awaiting
// payment) or a rejected one is not, so a join and a paid accept write nothing to it. Every status
// is still found by the game's requests in that status, the unfiled ones from the game's partition.
const base = inject('localStackUrl');
const { call } = apiClient(base);
const tokens = demoTokens(base, ['priya', 'rahul', 'ananya', 'arjun', 'kavya', 'vikram']);
type Who = keyof typeof tokens;
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: LOCAL.region, credentials: localCredentials }),
);
const byStatus = dynamoRequestsByStatus(db, LOCAL.tableName);
const RUN = uniqueTag();

const newGame = async (over: Record<string, unknown>) => {
  const created = await call('/api/games', { method: 'POST', token: tokens.priya, body: gameBody(over) });
  expect(created.status).toBe(201);
  return created.body as { id: string };
};
const joinAs = async (who: Who, gameId: string) => {
  const joined = await call(`/api/games/${gameId}/join`, {
    method: 'POST',
    token: tokens[who],
    body: {
      answers: {},
      contactInfo: { name: `${who} ${RUN}`, email: `${who}.${RUN}@players.test`, phone: '9876543210' },
    },
  });
  expect(joined.status).toBe(201);
  return joined.body.joinRequestId as string;
};
const decide = async (requestId: string, action: string) =>
  expect(
    (await call(`/api/requests/${requestId}/decision`, { method: 'POST', token: tokens.priya, body: { action } }))
      .status,
  ).toBe(200);

/** The request's index attributes as stored, and its status. */
async function stored(gameId: string, who: Who) {
  const me = (await call(`/api/games/${gameId}/my-request`, { token: tokens[who] })).body as { user_id: string };
  const { Item } = await db.send(
    new GetCommand({ TableName: LOCAL.tableName, Key: joinKeys.joinRequest(gameId, me.user_id), ConsistentRead: true }),
  );
  return { userId: me.user_id, status: Item?.status, gsi8pk: Item?.gsi8pk, gsi8sk: Item?.gsi8sk };
}

/** Every player the game's requests in `status` name, page after page. */
async function allInStatus(gameId: string, status: JoinRequestStatus) {
  const players: string[] = [];
  let after: string | null = null;
  do {
    const page = await byStatus.requestsInStatus(gameId, status, after, REQUEST_PAGE);
    players.push(...page.userIds);
    after = page.after;
  } while (after);
  return players;
}

describe('the status index', () => {
  it('files going, waiting and withdrawn requests; pending, accepted and rejected ones are found in the game', async () => {
    const free = await newGame({ price: 0, max_players: 4 });
    const ids = {} as Record<Who, string>;
    for (const who of ['rahul', 'ananya', 'arjun', 'kavya', 'vikram'] as Who[]) ids[who] = await joinAs(who, free.id);

    // Joined: pending, not filed.
    const rahulPending = await stored(free.id, 'rahul');
    expect(rahulPending).toMatchObject({ status: 'pending', gsi8pk: undefined, gsi8sk: undefined });

    await decide(ids.rahul, 'accept');
    await decide(ids.ananya, 'waitlist');
    await decide(ids.arjun, 'reject');
    expect((await call(`/api/requests/${ids.kavya}/withdraw`, { method: 'POST', token: tokens.kavya })).status).toBe(
      200,
    );

    const [rahul, ananya, arjun, kavya, vikram] = await Promise.all(
      (['rahul', 'ananya', 'arjun', 'kavya', 'vikram'] as Who[]).map((who) => stored(free.id, who)),
    );
    expect(rahul).toMatchObject({ status: 'confirmed', gsi8pk: `GAMEREQ#${free.id}` });
    expect(rahul.gsi8sk).toMatch(/^confirmed#/);
    expect(ananya.gsi8sk).toMatch(/^waitlist#/);
    expect(kavya.gsi8sk).toMatch(/^withdrawn#/);
    expect(arjun).toMatchObject({ status: 'rejected', gsi8pk: undefined, gsi8sk: undefined });
    expect(vikram).toMatchObject({ status: 'pending', gsi8pk: undefined });

    expect(await allInStatus(free.id, 'confirmed')).toEqual([rahul.userId]);
    expect(await allInStatus(free.id, 'waitlist')).toEqual([ananya.userId]);
    expect(await allInStatus(free.id, 'withdrawn')).toEqual([kavya.userId]);
    expect(await allInStatus(free.id, 'rejected')).toEqual([arjun.userId]);
    expect(await allInStatus(free.id, 'pending')).toEqual([vikram.userId]);

    // A paid accept awaits payment: not filed, and found among the game's accepted requests.
    const paid = await newGame({ price: 150, max_players: 4 });
    await decide(await joinAs('arjun', paid.id), 'accept');
    const accepted = await stored(paid.id, 'arjun');
    expect(accepted).toMatchObject({ status: 'accepted', gsi8pk: undefined, gsi8sk: undefined });
    expect(await allInStatus(paid.id, 'accepted')).toEqual([accepted.userId]);
    expect(await allInStatus(paid.id, 'pending')).toEqual([]);
  });
});
