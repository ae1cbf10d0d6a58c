import { describe, expect, it } from 'vitest';
import { sizesAreEven, splitTeams, swapPlayers, teamBalance, type SplitPlayer } from '@shared/rules/team-split';

// Balanced teams in one tap: sizes differ by at most one, the averages end close, groups stay
// together when asked, and the same seed gives the same split.
const players = (points: number[]): SplitPlayer[] => points.map((p, index) => ({ id: `p${index}`, points: p }));
const ids = (teams: SplitPlayer[][]) => teams.map((team) => team.map((player) => player.id).sort());

/** A small seeded generator for the random inputs (the test's own, not the rule's). */
function numbers(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('splitting teams', () => {
  it('splits strongest and weakest evenly into two teams', () => {
    const teams = splitTeams(players([25, 5, 15, 15, 25, 5]), { teams: 2, keepGroups: false, seed: 1 });
    expect(teams.map((team) => team.length)).toEqual([3, 3]);
    expect(teamBalance(teams).gap).toBe(0);
    expect(teamBalance(teams).balance).toBe(100);
  });

  it('keeps sizes within one and the averages close on random inputs, for 2, 3 and 4 teams', () => {
    const random = numbers(7);
    for (let round = 0; round < 150; round++) {
      const count = 2 + (round % 3);
      const size = count + Math.floor(random() * 30);
      const group = players(Array.from({ length: size }, () => Math.round(random() * 300) / 10));
      const teams = splitTeams(group, { teams: count, keepGroups: false, seed: round });
      const sizes = teams.map((team) => team.length);
      expect(sizesAreEven(sizes)).toBe(true);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(size);
      const range = Math.max(...group.map((p) => p.points)) - Math.min(...group.map((p) => p.points));
      // One player's worth of difference spread over the smallest team, at worst.
      expect(teamBalance(teams).gap).toBeLessThanOrEqual(range / Math.min(...sizes) + 1e-9);
      // No single swap left that would make it more even.
      const gap = teamBalance(teams).gap;
      for (const a of teams[0]!)
        for (const b of teams[1]!)
          expect(teamBalance(swapPlayers(teams, a.id, b.id)).gap).toBeGreaterThanOrEqual(gap - 0.1);
    }
  });

  it('is deterministic for a seed, and another seed may order equals differently', () => {
    const group = players([10, 10, 10, 10, 20, 20, 20, 20]);
    const once = splitTeams(group, { teams: 2, keepGroups: false, seed: 42 });
    expect(ids(splitTeams(group, { teams: 2, keepGroups: false, seed: 42 }))).toEqual(ids(once));
    const seen = new Set(
      Array.from({ length: 10 }, (_, seed) =>
        JSON.stringify(ids(splitTeams(group, { teams: 2, keepGroups: false, seed }))),
      ),
    );
    expect(seen.size).toBeGreaterThan(1);
  });

  it('keeps players who came together on one side when asked', () => {
    const group: SplitPlayer[] = [
      { id: 'ravi', points: 25, group: 'g1' },
      { id: 'sunil', points: 24, group: 'g1' },
      ...players([5, 6, 15, 16, 14, 4]),
    ];
    for (let seed = 0; seed < 20; seed++) {
      const teams = splitTeams(group, { teams: 2, keepGroups: true, seed });
      expect(teams.filter((team) => team.some((p) => p.id === 'ravi' || p.id === 'sunil'))).toHaveLength(1);
      expect(teams.map((team) => team.length)).toEqual([4, 4]);
    }
    // Without the option, the two strongest go to different sides.
    const apart = splitTeams(group, { teams: 2, keepGroups: false, seed: 3 });
    expect(apart.filter((team) => team.some((p) => p.id === 'ravi' || p.id === 'sunil'))).toHaveLength(2);
  });

  it('splits a group bigger than a team rather than make sizes uneven', () => {
    const group: SplitPlayer[] = [
      ...['a', 'b', 'c', 'd'].map((id) => ({ id, points: 15, group: 'big' })),
      ...players([10, 20]),
    ];
    const teams = splitTeams(group, { teams: 2, keepGroups: true, seed: 1 });
    expect(teams.map((team) => team.length)).toEqual([3, 3]);
  });

  it('refuses fewer players than teams, and team counts outside 2–4', () => {
    expect(() => splitTeams(players([1, 2]), { teams: 3, keepGroups: false, seed: 1 })).toThrow(/At least 3/);
    expect(() => splitTeams(players([1, 2, 3, 4, 5]), { teams: 5, keepGroups: false, seed: 1 })).toThrow(RangeError);
  });

  it('swaps two players of different teams, and nothing else', () => {
    const teams = [players([1, 2]), players([3, 4]).map((p) => ({ ...p, id: `q${p.id}` }))];
    const swapped = swapPlayers(teams, 'p0', 'qp1');
    expect(ids(swapped)).toEqual([
      ['p1', 'qp1'],
      ['p0', 'qp0'],
    ]);
    expect(swapPlayers(teams, 'p0', 'p1')).toBe(teams);
    expect(swapPlayers(teams, 'p0', 'nobody')).toBe(teams);
  });

  it('reports each team average and total, the gap and a balance figure', () => {
    expect(teamBalance([players([10, 20]), players([12, 14])])).toEqual({
      averages: [15, 13],
      totals: [30, 26],
      gap: 2,
      balance: 80,
    });
  });
});
