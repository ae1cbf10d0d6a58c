import { rate } from 'openskill';
import type { SkillRating } from './skill-levels';

// Ratings moved by a game's result, with openskill's Weng-Lin model (Plackett-Luce, its default).
// Server only: the web reads levels (skill-levels.ts) and never needs the model.

/** The smallest uncertainty kept: a rating never freezes, so a player who improves can still move. */
export const MIN_SIGMA = 0.5;

/**
 * New ratings for every player of every team, given each team's place (1 = best; equal places are
 * a draw between those teams). Walk-ins take part with their start rating so the strength of their
 * team is right, even though nothing of theirs is kept.
 */
export function rateGame(teams: SkillRating[][], places: number[]): SkillRating[][] {
  if (teams.length !== places.length) throw new RangeError('One place per team');
  const rated = rate(
    teams.map((team) => team.map(({ mu, sigma }) => ({ mu, sigma }))),
    { rank: places },
  );
  return rated.map((team) => team.map(({ mu, sigma }) => ({ mu, sigma: Math.max(MIN_SIGMA, sigma) })));
}

/**
 * A player's rating after a result of a game is changed: this game's old change is taken back and
 * the new one applied, each computed from the ratings the players had before the game. A player who
 * played nothing since ends exactly where a first recording of the new result would have put them;
 * one who did keeps what the later games did.
 */
export function reapply(current: SkillRating, oldAfter: SkillRating, newAfter: SkillRating): SkillRating {
  return {
    mu: current.mu - oldAfter.mu + newAfter.mu,
    sigma: Math.max(MIN_SIGMA, current.sigma - oldAfter.sigma + newAfter.sigma),
  };
}

/** Team places from scores: the highest score is 1st, equal scores share a place. */
export function placesFromScores(scores: number[]): number[] {
  return scores.map((score) => 1 + scores.filter((other) => other > score).length);
}

/** Team places from a winner (a team's index) or a draw (null). */
export function placesFromWinner(teamCount: number, winner: number | null): number[] {
  return Array.from({ length: teamCount }, (_, index) => (winner === null || index === winner ? 1 : 2));
}
