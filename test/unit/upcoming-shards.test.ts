import { describe, expect, it } from 'vitest';
import { gameKeys, UPCOMING_SHARDS, upcomingShard } from '@functions/games/adapters/keys';

// The national list of upcoming games in parts (decision 047): a game's part follows from its id
// alone, so every write of it lands on the same one, and many games spread over all of them.

describe('parts of the national list', () => {
  it('a game is always in the same part, one of UPCOMING_SHARDS', () => {
    const id = 'a1b2c3d4-0000-4000-8000-000000000000';
    expect(upcomingShard(id)).toBe(upcomingShard(id));
    expect(gameKeys.upcomingGame('2026-12-05T10:00:00.000Z', id)).toEqual({
      gsi2pk: `GAMES#upcoming#${upcomingShard(id)}`,
      gsi2sk: `2026-12-05T10:00:00.000Z#${id}`,
    });
  });

  it('ten thousand games spread evenly: no part holds more than 1.2 × its share', () => {
    const counts = new Array<number>(UPCOMING_SHARDS).fill(0);
    for (let i = 0; i < 10_000; i++) counts[upcomingShard(crypto.randomUUID())]! += 1;
    expect(counts.every((n) => n > 0)).toBe(true);
    expect(Math.max(...counts)).toBeLessThan((1.2 * 10_000) / UPCOMING_SHARDS);
  });

  it('readers read every part and nothing else (no list from before the split)', () => {
    expect(gameKeys.upcomingPartitions()).toEqual(
      Array.from({ length: UPCOMING_SHARDS }, (_, shard) => `GAMES#upcoming#${shard}`),
    );
  });
});
