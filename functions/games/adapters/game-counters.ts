import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { StoredGame } from '../ports';
import { transactWrite, type TransactOutcome } from '@functions/platform/dynamo/transact';
import { GAME_ITEM_TYPES, gameKeys } from './keys';

// The game's counters item (`GAME#<id>` / `COUNTERS`, in no index) also carries a copy of the rules a
// join is checked against: status, start, host, capacity and players. A join's update of the counters
// is then its own check, so a viral game's joins never touch the 2 kB game item (a transactional
// check is billed as a write on it). Every write that changes one of these on the game changes the
// copy in the same transaction. The copy counts as there only once `rules_mirrored` is set, which
// only a whole copy sets: a partial write to an older game's counters (a spot taken before its copy
// existed) never passes for a copy, and the next join copies the rules whole from the game.

/** Set on a counters item only by a write of the whole copy (a new game, or `mirrorGameRules`). */
export const RULES_MIRRORED = 'rules_mirrored';

type MirroredRules = Pick<StoredGame, 'status' | 'game_datetime' | 'host_id' | 'max_players' | 'current_players'>;

const rulesOf = (game: MirroredRules) => ({
  status: game.status,
  game_datetime: game.game_datetime,
  host_id: game.host_id,
  max_players: game.max_players,
  current_players: game.current_players,
  [RULES_MIRRORED]: true,
});

/** A new game's counters item: nothing counted yet, the rules as the game has them. */
export const newCountersItem = (game: StoredGame) => ({
  ...gameKeys.gameCounters(game.id),
  type: GAME_ITEM_TYPES.gameCounters,
  join_requests: 0,
  pending_count: 0,
  ...rulesOf(game),
});

/** A condition a counters update carries; its names and values join the update's. */
export interface CountersCondition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/**
 * One update of a game's counters item in a transaction: ADDs (`pending_count`, `join_requests`,
 * `current_players`), SETs of mirrored rules, and an optional condition. One item, one update: a
 * transaction may not name the counters twice, so a write that moves several counts moves them here.
 */
export function countersUpdate(
  tableName: string,
  gameId: string,
  change: { add?: Record<string, number>; set?: Record<string, unknown>; condition?: CountersCondition },
) {
  const names: Record<string, string> = { '#type': 'type', ...change.condition?.names };
  const values: Record<string, unknown> = { ':type': GAME_ITEM_TYPES.gameCounters, ...change.condition?.values };
  const sets = ['#type = :type'];
  Object.entries(change.set ?? {}).forEach(([name, value], i) => {
    names[`#s${i}`] = name;
    values[`:s${i}`] = value;
    sets.push(`#s${i} = :s${i}`);
  });
  const adds = Object.entries(change.add ?? {}).map(([name, by], i) => {
    names[`#n${i}`] = name;
    values[`:n${i}`] = by;
    return `#n${i} :n${i}`;
  });
  return {
    Update: {
      TableName: tableName,
      Key: gameKeys.gameCounters(gameId),
      UpdateExpression: `SET ${sets.join(', ')}${adds.length ? ` ADD ${adds.join(', ')}` : ''}`,
      ...(change.condition ? { ConditionExpression: change.condition.expression } : {}),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** The counters' copy of the game's players, moved beside the game's own `current_players`. */
export const countersPlayersMove = (tableName: string, gameId: string, by: 1 | -1) =>
  countersUpdate(tableName, gameId, { add: { current_players: by } });

/** Whether a game's counters hold the whole copy of its rules (consistent read of a few bytes). */
export async function rulesMirrored(db: DynamoDBDocumentClient, tableName: string, gameId: string) {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName,
      Key: gameKeys.gameCounters(gameId),
      ProjectionExpression: RULES_MIRRORED,
      ConsistentRead: true,
    }),
  );
  return Item?.[RULES_MIRRORED] === true;
}

const MIRROR_ATTEMPTS = 5;

/**
 * Copies the game's rules onto its counters, for a game stored before the copy existed: what the game
 * holds as read, under a check that it still holds it, so a change in between retries. Counts already
 * on the counters (pending, requests ever made) are kept. 'gone': there is no game to copy from.
 */
export async function mirrorGameRules(
  db: DynamoDBDocumentClient,
  tableName: string,
  gameId: string,
): Promise<'mirrored' | 'gone'> {
  for (let attempt = 0; attempt < MIRROR_ATTEMPTS; attempt++) {
    const { Item } = await db.send(
      new GetCommand({ TableName: tableName, Key: gameKeys.game(gameId), ConsistentRead: true }),
    );
    if (!Item) return 'gone';
    const rules = rulesOf({
      status: Item.status,
      game_datetime: Item.game_datetime,
      host_id: Item.host_id,
      max_players: Number(Item.max_players),
      current_players: Number(Item.current_players ?? 0),
    } as MirroredRules);
    const outcome = await transactWrite(db, {
      counters: countersUpdate(tableName, gameId, {
        set: rules,
        condition: { expression: `attribute_not_exists(${RULES_MIRRORED})` },
      }),
      game: {
        ConditionCheck: {
          TableName: tableName,
          Key: gameKeys.game(gameId),
          ConditionExpression:
            '#status = :status AND game_datetime = :start AND host_id = :host AND max_players = :max AND ' +
            (rules.current_players === 0
              ? '(attribute_not_exists(current_players) OR current_players = :players)'
              : 'current_players = :players'),
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': rules.status,
            ':start': rules.game_datetime,
            ':host': rules.host_id,
            ':max': rules.max_players,
            ':players': rules.current_players,
          },
        },
      },
    });
    // A copy written by another join in between is as good as this one.
    if (outcome.ok || outcome.failed.includes('counters')) return 'mirrored';
  }
  throw new Error(`game ${gameId}: it kept changing while its rules were copied to its counters`);
}

/**
 * Runs `write`, a transaction whose `counters` update checks the rules copied there. When that check
 * failed because the counters carry no copy yet (a game stored before), copies the rules from the
 * game and runs it once more. 'gone': there is no game.
 */
export async function checkedOnCounters<Name extends string>(
  db: DynamoDBDocumentClient,
  tableName: string,
  gameId: string,
  write: () => Promise<TransactOutcome<Name>>,
): Promise<TransactOutcome<Name> | 'gone'> {
  const outcome = await write();
  if (outcome.ok || !(outcome.failed as string[]).includes('counters')) return outcome;
  if (await rulesMirrored(db, tableName, gameId)) return outcome;
  if ((await mirrorGameRules(db, tableName, gameId)) === 'gone') return 'gone';
  return write();
}
