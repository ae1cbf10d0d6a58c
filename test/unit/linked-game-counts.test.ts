import { describe, expect, it } from 'vitest';
import { countsFromLinkedMap, heldNow, linkedGameCounts } from '@functions/communities/linked-game-counts';

// A community's linked games as counts: what the recount stores, how an old item's map reads, and
// how a page brings held games up to now with only the games that started since.
const now = new Date('2026-11-15T00:00:00.000Z');
const games = [
  { game_datetime: '2026-11-01T10:00:00.000Z', status: 'completed' as const },
  { game_datetime: '2026-11-10T10:00:00.000Z', status: 'cancelled' as const },
  { game_datetime: '2026-11-12T10:00:00.000Z', status: 'completed' as const },
  { game_datetime: '2026-11-20T10:00:00.000Z', status: 'upcoming' as const },
  { game_datetime: '2026-12-01T10:00:00.000Z', status: 'upcoming' as const },
];

describe('linked game counts', () => {
  it('count what was not cancelled, what started, the latest held and the next start', () => {
    expect(linkedGameCounts(games, now)).toEqual({
      count: 4,
      held: 2,
      last_held_at: '2026-11-12T10:00:00.000Z',
      next_at: '2026-11-20T10:00:00.000Z',
    });
    expect(linkedGameCounts([], now)).toEqual({ count: 0, held: 0, last_held_at: null, next_at: null });
  });

  it("read an old item's map of starts the same way", () => {
    expect(countsFromLinkedMap({ g1: '2026-11-01T10:00:00.000Z', g2: '2026-11-20T10:00:00.000Z' }, now)).toEqual({
      count: 2,
      held: 1,
      last_held_at: '2026-11-01T10:00:00.000Z',
      next_at: '2026-11-20T10:00:00.000Z',
    });
  });

  it('add the games that started since the count (not the cancelled ones) to the held ones', () => {
    const counted = linkedGameCounts(games, now);
    const since = [
      { game_datetime: '2026-11-20T10:00:00.000Z', status: 'ongoing' as const },
      { game_datetime: '2026-11-21T10:00:00.000Z', status: 'cancelled' as const },
    ];
    expect(heldNow(counted, since)).toEqual({
      total: 4,
      completed: 3,
      last_held_at: '2026-11-20T10:00:00.000Z',
    });
    expect(heldNow(counted, [])).toEqual({ total: 4, completed: 2, last_held_at: '2026-11-12T10:00:00.000Z' });
  });
});
