import { describe, expect, it } from 'vitest';
import { ordinal, rate } from 'openskill';
import { levelOf, ratingMove, skillPoints, START_RATINGS, startRating, walkInPoints } from '@shared/rules/skill-levels';
import { placesFromScores, placesFromWinner, rateGame, reapply } from '@shared/rules/skill-rating';

// A player's rating per sport: where it starts, the figure shown (openskill's ordinal), the level
// named from it, and what results do to it.
describe('skill ratings', () => {
  it('starts each player from the level they chose, in the middle of that level', () => {
    expect(startRating('beginner')).toEqual({ mu: 14, sigma: 3 });
    expect(startRating('advanced')).toEqual({ mu: 34, sigma: 3 });
    expect(startRating(null)).toEqual(START_RATINGS.intermediate);
    expect(levelOf(skillPoints(startRating('beginner')))).toEqual({
      level: 'beginner',
      name: 'Beginner',
      progress: 50,
    });
    expect(levelOf(skillPoints(startRating('intermediate'))).level).toBe('intermediate');
    expect(levelOf(skillPoints(startRating('advanced'))).level).toBe('advanced');
    expect(walkInPoints('intermediate')).toBe(15);
  });

  it('shows openskill ordinal (mu − 3 sigma), one decimal', () => {
    const rating = { mu: 27.123, sigma: 2.2 };
    expect(skillPoints(rating)).toBe(Math.round(ordinal(rating) * 10) / 10);
  });

  it('names levels from the figure, with how far along the band', () => {
    expect(levelOf(-4)).toMatchObject({ level: 'beginner', progress: 0 });
    expect(levelOf(9.9)).toMatchObject({ level: 'beginner', progress: 99 });
    expect(levelOf(10)).toMatchObject({ level: 'intermediate', progress: 0 });
    expect(levelOf(17.5)).toMatchObject({ level: 'intermediate', progress: 75 });
    expect(levelOf(20)).toMatchObject({ level: 'advanced', name: 'Advanced', progress: 0 });
    expect(levelOf(45)).toMatchObject({ level: 'advanced', progress: 100 });
  });

  it('moves a known sequence of results to known ratings', () => {
    const teamOne = [startRating('intermediate'), startRating('beginner')];
    const teamTwo = [startRating('advanced'), startRating(null)];
    const first = rateGame([teamOne, teamTwo], [1, 2]);
    const second = rateGame(first, [2, 1]);
    const third = rateGame(second, [1, 1]);
    expect(first[0]![0]!.mu).toBeCloseTo(24.9799185238, 8);
    expect(first[1]![0]!.mu).toBeCloseTo(33.0200814762, 8);
    expect(first[0]![0]!.sigma).toBeCloseTo(2.9936599787, 8);
    expect(second[0]![1]!.mu).toBeCloseTo(14.8426948408, 8);
    expect(third[0]![0]).toEqual({ mu: expect.closeTo(25.2452508723, 8), sigma: expect.closeTo(2.975081016, 8) });
    expect(third.map((team) => team.map(skillPoints))).toEqual([
      [16.3, 6.3],
      [23.8, 13.8],
    ]);
  });

  it('uses openskill itself: the same answer as its rate with ranks', () => {
    const teams = [[startRating('beginner')], [startRating('advanced')], [startRating(null)]];
    expect(rateGame(teams, [3, 1, 2])).toEqual(rate(teams, { rank: [3, 1, 2] }));
  });

  it('winners go up and losers down; a draw between equals moves nobody far', () => {
    const [[winner], [loser]] = rateGame([[startRating(null)], [startRating(null)]], [1, 2]);
    expect(winner!.mu).toBeGreaterThan(24);
    expect(loser!.mu).toBeLessThan(24);
    expect(ratingMove(skillPoints(startRating(null)), skillPoints(winner!))).toBe('up');
    expect(ratingMove(skillPoints(startRating(null)), skillPoints(loser!))).toBe('down');
    expect(ratingMove(15, 15.04)).toBe('same');
  });

  it('an edited result takes back the old change and applies the new one', () => {
    const before = [[startRating(null)], [startRating(null)]];
    const won = rateGame(before, [1, 2]);
    const lost = rateGame(before, [2, 1]);
    // Nothing played since: the edit lands exactly where recording the new result first would.
    const edited = reapply(won[0]![0]!, won[0]![0]!, lost[0]![0]!);
    expect(edited.mu).toBeCloseTo(lost[0]![0]!.mu, 10);
    expect(edited.sigma).toBeCloseTo(lost[0]![0]!.sigma, 10);
    // A later game's change is kept.
    const later = { mu: won[0]![0]!.mu + 1, sigma: won[0]![0]!.sigma - 0.1 };
    expect(reapply(later, won[0]![0]!, lost[0]![0]!).mu).toBeCloseTo(lost[0]![0]!.mu + 1, 10);
  });

  it('turns scores and winners into places', () => {
    expect(placesFromScores([3, 5])).toEqual([2, 1]);
    expect(placesFromScores([2, 2, 7])).toEqual([2, 2, 1]);
    expect(placesFromWinner(3, 1)).toEqual([2, 1, 2]);
    expect(placesFromWinner(2, null)).toEqual([1, 1]);
  });
});
