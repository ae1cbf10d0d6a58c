import { describe, expect, it } from 'vitest';
import { createTeamsAccountErasure, sheetWithout } from '@functions/teams/account-erasure';
import type { StoredGameTeams, StoredMember, StoredRating } from '@functions/teams/ports';
import { FORMER_MEMBER_NAME } from '@shared/texts/account-data';

// A deleted player leaves teams and ratings: their place on a sheet keeps its points under the
// neutral name with no account, their rating before/after the result goes, their ratings go last.
const player = (userId: string, points: number): StoredMember => ({
  id: `r-${userId}`,
  name: `Name of ${userId}`,
  kind: 'player',
  user_id: userId,
  points,
  level: null,
});
const sheet = (gameId: string): StoredGameTeams => ({
  game_id: gameId,
  host_id: 'host',
  sport: 'football',
  teams: [
    { name: 'Team A', members: [player('gone', 22), player('stays', 15)] },
    { name: 'Team B', members: [player('other', 12), player('fourth', 18)] },
  ],
  saved_at: '2026-11-20T10:00:00.000Z',
  result: { places: [1, 2], scores: null, recorded_at: '2026-11-20T12:00:00.000Z' },
  applied: {
    gone: { before: { mu: 31, sigma: 3 }, after: { mu: 32, sigma: 2.9 } },
    stays: { before: { mu: 24, sigma: 3 }, after: { mu: 25, sigma: 2.9 } },
  },
  version: 4,
});
const rating = (sport: string, gameIds: string[]): StoredRating => ({
  user_id: 'gone',
  sport,
  mu: 30,
  sigma: 3,
  games: gameIds.length,
  history: gameIds.map((game_id) => ({ game_id, title: 'x', at: '', move: 'up', before: 1, after: 2 })),
  updated_at: '',
  version: 1,
});

describe("a deleted player's place on a team sheet", () => {
  it('keeps its points and level under the neutral name, without the account or its rating change', () => {
    const next = sheetWithout(sheet('g1'), 'gone')!;
    expect(next.teams[0]!.members[0]).toEqual({
      id: 'r-gone',
      name: FORMER_MEMBER_NAME,
      kind: 'player',
      user_id: null,
      points: 22,
      level: 'advanced',
    });
    expect(next.teams[0]!.members[1]).toEqual(player('stays', 15));
    expect(Object.keys(next.applied!)).toEqual(['stays']);
    expect(next.version).toBe(5);
    expect(JSON.stringify(next)).not.toContain('Name of gone');
  });

  it('leaves a sheet that never named the player alone', () => {
    expect(sheetWithout(sheet('g1'), 'stranger')).toBeNull();
  });
});

describe('the teams erasure', () => {
  it('takes the player off every sheet of their games (rating history included), retries a lost write, then deletes the ratings', async () => {
    const stored = new Map([
      ['g1', sheet('g1')],
      ['g2', sheet('g2')],
    ]);
    const steps: string[] = [];
    let loseOnce = true;
    const erasure = createTeamsAccountErasure({
      teams: {
        get: async (gameId) => stored.get(gameId) ?? null,
        replaceSheet: async (next, expected) => {
          if (loseOnce) {
            loseOnce = false;
            return false;
          }
          expect(stored.get(next.game_id)!.version).toBe(expected);
          stored.set(next.game_id, next);
          steps.push(`sheet ${next.game_id}`);
          return true;
        },
      },
      ratings: {
        ofPlayer: async () => [rating('football', ['g2']), rating('cricket', [])],
        erase: async (userId, sports) => void steps.push(`ratings ${userId} ${sports.join()}`),
      },
      joinedGames: async () => ['g1', 'g3'],
    });
    expect(await erasure.erase('gone')).toEqual({ sheets: 2, ratings: 2 });
    expect(steps).toEqual(['sheet g1', 'sheet g2', 'ratings gone football,cricket']);
    // A redelivery finds nothing left on the sheets.
    steps.length = 0;
    expect(await erasure.erase('gone')).toEqual({ sheets: 0, ratings: 2 });
    expect(steps).toEqual(['ratings gone football,cricket']);
  });
});
