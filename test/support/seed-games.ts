import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { newGameItem } from '@functions/games/adapters/game-item';
import { gameKeys } from '@functions/games/adapters/keys';
import { searchItems } from '@functions/search/adapters/search-index';
import { gameDocument } from '@functions/search/search-service';
import type { StoredGame } from '@functions/games/ports';
import { GAME_DURATION, gameEndsAt, indiaDateAndTime } from '@shared/rules/game-time';
import type { LatLng } from '@shared/rules/maps-link';
import { destination } from './sphere';
import { unsetGameExtras } from './record-defaults';

// Many games, fast: items built by the repository's own key code, written in batches straight to
// DynamoDB (no API, no events), for the discover-at-scale tests and the bench.
const SPORTS = ['football', 'cricket', 'badminton', 'pickleball', 'basketball', 'tennis'] as const;

/** The point `km` from `from` in the direction `bearing` (radians). */
export function pointAt(from: LatLng, km: number, bearing: number): LatLng {
  const { lat, lng } = destination(from, km, bearing);
  return { lat: Math.round(lat * 1e5) / 1e5, lng: Math.round(lng * 1e5) / 1e5 };
}

/** A seeded generator, so a failing case can be replayed. */
export { seededRandom as random } from './sphere';

export function syntheticGame(hostId: string, point: LatLng, startsAt: Date, n: number, tag = 'Bench'): StoredGame {
  const start = new Date(Math.floor(startsAt.getTime() / 60_000) * 60_000).toISOString();
  const { date, time } = indiaDateAndTime(start);
  const sport = SPORTS[n % SPORTS.length]!;
  const at = new Date().toISOString();
  return {
    id: randomUUID(),
    host_id: hostId,
    title: `${tag} ${sport} ${n}`,
    sport,
    custom_sport: null,
    description: null,
    location: `${tag} ground ${n % 50}`,
    maps_link: `https://www.google.com/maps?q=${point.lat},${point.lng}`,
    latitude: point.lat,
    longitude: point.lng,
    game_datetime: start,
    game_date: date,
    game_time: time,
    duration_minutes: GAME_DURATION.default,
    ends_at: gameEndsAt(start),
    max_players: 10,
    current_players: 0,
    price: 0,
    status: 'upcoming',
    skill_level: 'all_levels',
    ...unsetGameExtras(),
    created_at: at,
    updated_at: at,
    questions: [],
  };
}

/** Writes the games' items (their search entries too with `search`), 25 at a time, `parallel` batches in flight. */
export async function putGames(
  db: DynamoDBDocumentClient,
  tableName: string,
  games: StoredGame[],
  options: { parallel?: number; search?: boolean } = {},
): Promise<void> {
  const items: Record<string, unknown>[] = games.map(newGameItem);
  if (options.search) {
    // The vocabulary item of a token is the same for every game: once is enough (and a batch may not repeat a key).
    const vocabulary = new Map<string, Record<string, unknown>>();
    for (const game of games) {
      for (const item of searchItems('game', game.id, gameDocument(game))) {
        if (item.type === 'search-vocabulary') vocabulary.set(`${item.pk}|${item.sk}`, item);
        else items.push(item);
      }
    }
    items.push(...vocabulary.values());
  }
  await writeInBatches(
    db,
    tableName,
    items.map((Item) => ({ PutRequest: { Item } })),
    options.parallel ?? 4,
  );
}

/**
 * Takes seeded games (without search entries) off the table again. Every walk of all upcoming games
 * that runs later on the same local stack (the reindex, the status sweep) would otherwise work
 * through each of them, a thousand games being minutes of round trips there.
 */
export async function deleteGames(db: DynamoDBDocumentClient, tableName: string, games: StoredGame[]) {
  await writeInBatches(
    db,
    tableName,
    games.map((game) => ({ DeleteRequest: { Key: gameKeys.game(game.id) } })),
    4,
  );
}

async function writeInBatches(
  db: DynamoDBDocumentClient,
  tableName: string,
  requests: Record<string, unknown>[],
  parallel: number,
) {
  const batches: Record<string, unknown>[][] = [];
  for (let i = 0; i < requests.length; i += 25) batches.push(requests.slice(i, i + 25));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++]!;
      let pending: Record<string, unknown>[] | undefined = batch;
      for (let attempt = 0; pending?.length; attempt++) {
        if (attempt > 10) throw new Error('seed: batch write kept coming back unprocessed');
        if (attempt) await new Promise((r) => setTimeout(r, 20 * attempt));
        const answer = await db.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending as never } }));
        pending = answer.UnprocessedItems?.[tableName] as Record<string, unknown>[] | undefined;
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}
