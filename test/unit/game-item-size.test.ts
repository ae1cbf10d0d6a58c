import { randomUUID } from 'node:crypto';
import { marshall } from '@aws-sdk/util-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { gameInputSchema } from '@shared/schemas/game';
import { TABLE } from '@infra/table-definition';
import { coordinatesOf, fieldsOf, questionsOf, startOf } from '@functions/games/game-fields';
import { indexAttributes, newGameItem, toGame } from '@functions/games/adapters/game-item';
import { dynamoGameRepository } from '@functions/games/adapters/game-repository';
import type { StoredGame } from '@functions/games/ports';
import { itemSize } from '../bench/capacity/units';

// A game is written whole into the table and into byOwner (which carries whole items), each billed
// per started kilobyte, twice in the create transaction. What keeps a bare game under one: its empty
// fields are left out, and the upcoming indexes share one sort attribute (decision 065).

/** The capacity bench's game: a bare one, as a host fills in the form's required fields. */
const bareGame = (): StoredGame => {
  const input = gameInputSchema.parse({
    title: 'Saturday Morning Football',
    sport: 'football',
    location: 'Koramangala 5th Block, Bengaluru',
    maps_link: 'https://www.google.com/maps?q=12.9352,77.6245',
    game_date: '2099-12-05',
    game_time: '10:00',
    max_players: 10,
    price: 150,
  });
  const start = startOf(input);
  const at = new Date().toISOString();
  return {
    id: randomUUID(),
    host_id: randomUUID(),
    ...fieldsOf(input, start, coordinatesOf(input)),
    questions: questionsOf(input, []),
    current_players: 0,
    status: 'upcoming',
    community_id: null,
    created_at: at,
    updated_at: at,
  } as StoredGame;
};

const doc = mockClient(DynamoDBDocumentClient);
afterEach(() => doc.reset());

describe('a game item', () => {
  it('of a bare game, with every index key it has while upcoming, stays under 1 KB', () => {
    const item = newGameItem(bareGame());
    expect(item).toHaveProperty('gsi7pk');
    expect(itemSize(marshall(item, { removeUndefinedValues: true }))).toBeLessThan(1024);
  });

  it('leaves empty fields out and reads them back as empty', () => {
    const game = bareGame();
    const item = newGameItem(game);
    for (const empty of ['description', 'cover_image', 'custom_sport', 'host_upi_id', 'questions', 'community_id'])
      expect(item, empty).not.toHaveProperty(empty);
    expect(toGame(item)).toMatchObject(game);
  });

  it('sorts every upcoming index by one attribute, stored once', () => {
    const upcoming = TABLE.indexes.filter((index) =>
      ['byStatusAndStart', 'byGeoCell', 'byGeoCell4', 'byGeoCell5'].includes(index.name),
    );
    expect(new Set(upcoming.map((index) => index.sortKey))).toEqual(new Set(['gsi2sk']));
    const game = bareGame();
    expect(Object.keys(indexAttributes(game)).filter((name) => name.endsWith('sk'))).toEqual(['gsi1sk', 'gsi2sk']);
  });

  it('an edit that empties a field removes it rather than storing null', async () => {
    doc.on(TransactWriteCommand).resolves({});
    const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'ap-south-1' }));
    const before = { ...bareGame(), description: 'Bring a white and a dark shirt.' };
    await dynamoGameRepository(db, 'game-item-test').update(before, { ...before, description: null }, []);
    const update = doc.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![0]!.Update!;
    const removed = update.UpdateExpression!.split(' REMOVE ')[1]!.split(', ');
    expect(removed.map((name) => update.ExpressionAttributeNames![name] ?? name)).toContain('description');
    expect(Object.values(update.ExpressionAttributeValues!)).not.toContain(null);
  });
});
