import { describe, expect, inject, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '@infra/local/dynamo-local';
import { LOCAL } from '@infra/local/names';
import { dynamoGameRepository } from '@functions/games/adapters/game-repository';
import { dynamoProfileRepository } from '@functions/accounts/adapters/profile-repository';
import { createGameService } from '@functions/games/game-service';
import { systemClock } from '@functions/platform/clock';
import { GAME_MESSAGES, gameInputSchema } from '@shared/schemas/game';
import { apiClient, gameBody, inDays } from '../support/games-client';
import { sendingThrough } from '../support/sending-through';

// The duplicate rule is a condition in the create transaction, so it holds under a
// race; the negative control runs the same race without the condition and must break the rule.
const base = inject('localStackUrl');
const { call, token } = apiClient(base);
const RACERS = 20;

function documentClient() {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: LOCAL.region, credentials: localCredentials }),
    {
      marshallOptions: { removeUndefinedValues: true },
    },
  );
}

/** A client that drops the title marker's condition from every transaction: the naive variant. */
function withoutMarkerCondition(db: DynamoDBDocumentClient): DynamoDBDocumentClient {
  return sendingThrough(db, (command) => {
    if (command instanceof TransactWriteCommand) {
      for (const item of command.input.TransactItems ?? []) {
        if (String(item.Put?.Item?.pk ?? '').startsWith('GAMETITLE#')) delete item.Put!.ConditionExpression;
      }
    }
  });
}

describe('duplicate game race', () => {
  it(`${RACERS} parallel creates of the same title and day by one host: exactly one 201, the rest 409`, async () => {
    const priya = await token('priya@demo.yaktiv.test');
    // Far ahead: the host list is the latest 50 by start, and other files give Priya games in the coming days.
    const body = gameBody({ game_date: inDays(150) });
    const answers = await Promise.all(
      Array.from({ length: RACERS }, () => call('/api/games', { method: 'POST', token: priya, body })),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(RACERS - 1);
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body).toEqual({ message: GAME_MESSAGES.duplicate, field: 'title' });
    const mine = (await call('/api/host/games', { token: priya })).body.games.filter(
      (g: { title: string }) => g.title === body.title,
    );
    expect(mine).toHaveLength(1);
  });

  it('negative control: the same race against a repository without the marker condition creates more than one game', async () => {
    const db = documentClient();
    const hostId = JSON.parse(
      Buffer.from((await token('arjun@demo.yaktiv.test')).split('.')[1]!, 'base64url').toString(),
    ).sub as string;
    const naive = createGameService({
      games: dynamoGameRepository(withoutMarkerCondition(db), LOCAL.tableName),
      profiles: dynamoProfileRepository(db, LOCAL.tableName),
      clock: systemClock,
    });
    const input = gameInputSchema.parse(gameBody());
    const outcomes = await Promise.allSettled(Array.from({ length: RACERS }, () => naive.create(hostId, input)));
    const created = outcomes.filter((o) => o.status === 'fulfilled');
    expect(created.length).toBeGreaterThan(1);
    const stored = (await naive.hostGames(hostId)).filter((g) => g.title === input.title);
    expect(stored.length).toBe(created.length);
    // Clean up, so the broken rule's games don't linger in discover for other tests.
    for (const game of stored) await naive.remove(hostId, game.id);
  });
});
