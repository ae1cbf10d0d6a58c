import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { localCredentials } from '@infra/local/dynamo-local';
import { LOCAL } from '@infra/local/names';
import { gameKeys } from '@functions/games/adapters/keys';
import { installCollector } from '../bench/capacity/collector';
import { keyPattern } from '../bench/capacity/key-patterns';

// The capacity bench's collector on DynamoDB Local, through the document client as the app uses
// it: a game written in a transaction, read back by its host's index, then moved to another host.
// It must ask for ConsumedCapacity, compute the units by AWS's rules, and name the keys touched.
const endpoint = inject('dynamoEndpoint');

describe('the capacity collector', () => {
  it('records the units and keys of a transaction, an index query and an update that moves an index entry', async () => {
    const client = new DynamoDBClient({ endpoint, region: LOCAL.region, credentials: localCredentials });
    const collector = installCollector(client, { endpoint, region: LOCAL.region, credentials: localCredentials });
    const db = DynamoDBDocumentClient.from(client);
    const [gameId, host, otherHost] = [randomUUID(), randomUUID(), randomUUID()];
    const names = new Map([
      [gameId, 'game'],
      [host, 'host'],
      [otherHost, 'host'],
    ]);
    const startsAt = '2026-12-05T04:30:00.000Z';
    await db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: LOCAL.tableName,
              Item: { ...gameKeys.game(gameId), ...gameKeys.gameByOwner(host, startsAt, gameId), title: 'Smoke' },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          { Put: { TableName: LOCAL.tableName, Item: { pk: `EVENT#${randomUUID()}`, sk: 'EVENT' } } },
        ],
      }),
    );
    const listed = await db.send(
      new QueryCommand({
        TableName: LOCAL.tableName,
        IndexName: 'byOwner',
        KeyConditionExpression: 'gsi1pk = :owner',
        FilterExpression: 'title = :title',
        ExpressionAttributeValues: { ':owner': `HOST#${host}`, ':title': 'Smoke' },
      }),
    );
    expect(listed.Items).toHaveLength(1);
    await db.send(
      new UpdateCommand({
        TableName: LOCAL.tableName,
        Key: gameKeys.game(gameId),
        UpdateExpression: 'SET gsi1pk = :owner',
        ExpressionAttributeValues: { ':owner': `HOST#${otherHost}` },
      }),
    );

    const [transaction, query, update] = collector.take();
    expect(transaction).toMatchObject({ command: 'TransactWriteItems', kind: 'write', failed: false });
    // Two items of under 1 KB, twice in a transaction; the game also enters byOwner.
    expect(transaction!.computed).toEqual({ table: 4, indexes: { byOwner: 2 } });
    expect(transaction!.reported?.indexes.byOwner).toBe(2);
    expect(transaction!.writes.map((w) => keyPattern(`${w.pk}|${w.sk}`, names))).toEqual([
      'GAME#{game}|GAME',
      'EVENT#{id}|EVENT',
    ]);
    expect(transaction!.writes[0]!.indexes).toEqual([{ index: 'byOwner', units: 2, partitions: [`HOST#${host}`] }]);

    // The filter doesn't make the read cheaper: what the index read is what is billed.
    expect(query).toMatchObject({ command: 'Query', kind: 'read', itemsRead: 1 });
    expect(query!.reads).toEqual([{ target: 'byOwner', partition: `HOST#${host}`, units: 0.5 }]);
    expect(query!.computed).toEqual({ table: 0, indexes: { byOwner: 0.5 } });

    // A changed index key is a delete and a put in the index: two writes, both partitions.
    expect(update!.computed).toEqual({ table: 1, indexes: { byOwner: 2 } });
    expect(update!.reported).toEqual({ table: 1, indexes: { byOwner: 2 } });
    expect(update!.writes[0]!.indexes[0]!.partitions).toEqual([`HOST#${host}`, `HOST#${otherHost}`]);
  });
});
