import { PLAYER_SKILL_LEVELS, type PlayerSkillLevel } from './profile-preferences';

// A player's rating in a sport as people read it: a level (beginner, intermediate, advanced) and
// how far along it they are, never the raw numbers. Kept apart from the rating maths (skill-rating.ts)
// so the web shows levels without bundling the rating model.

/** A Weng-Lin rating: the estimated skill (mu) and how unsure we still are of it (sigma). */
export interface SkillRating {
  mu: number;
  sigma: number;
}

/**
 * Where a player starts in a sport they have no result in yet: the level they chose on their
 * profile. A chosen level is real knowledge, so sigma starts well below the model's default
 * (25/3): one upset result moves a player less than a fresh, unknown one would, and the bands are
 * ten points apart so each start sits in the middle of its band.
 */
export const START_RATINGS: Record<PlayerSkillLevel, SkillRating> = {
  beginner: { mu: 14, sigma: 3 },
  intermediate: { mu: 24, sigma: 3 },
  advanced: { mu: 34, sigma: 3 },
};
/** A player who never chose a level starts in the middle. */
export const DEFAULT_START_LEVEL: PlayerSkillLevel = 'intermediate';

export const startRating = (level: PlayerSkillLevel | null | undefined): SkillRating => ({
  ...START_RATINGS[level ?? DEFAULT_START_LEVEL],
});

/** Standard deviations below mu the shown figure sits: the skill we are ~99.7 % sure the player has. */
export const ORDINAL_Z = 3;

/**
 * The ordinal (mu − 3·sigma, as openskill computes it): a cautious figure that rises as results
 * make us surer. Teams are balanced on it and levels are named from it. One decimal is plenty.
 */
export const skillPoints = (rating: SkillRating): number =>
  Math.round((rating.mu - ORDINAL_Z * rating.sigma) * 10) / 10;

/** Points where each level begins; below the first is beginner. */
const BAND_WIDTH = 10;
const LEVEL_FLOORS: Record<PlayerSkillLevel, number> = { beginner: -Infinity, intermediate: 10, advanced: 20 };

export const LEVEL_NAMES: Record<PlayerSkillLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export interface SkillLevel {
  level: PlayerSkillLevel;
  name: string;
  /** 0–100: how far through the level's band (advanced: towards the top of the scale). */
  progress: number;
}

/** The level a figure falls in, and how far along it. */
export function levelOf(points: number): SkillLevel {
  const level = [...PLAYER_SKILL_LEVELS].reverse().find((l) => points >= LEVEL_FLOORS[l]) ?? 'beginner';
  const floor = level === 'beginner' ? LEVEL_FLOORS.intermediate - BAND_WIDTH : LEVEL_FLOORS[level];
  const progress = Math.round(Math.min(1, Math.max(0, (points - floor) / BAND_WIDTH)) * 100);
  return { level, name: LEVEL_NAMES[level], progress };
}

/** The points a walk-in counts for: the start of the level the host picks for them. */
export const walkInPoints = (level: PlayerSkillLevel): number => skillPoints(START_RATINGS[level]);

export type RatingMove = 'up' | 'down' | 'same';
/** How a result moved a player, as a word; a change under a tenth of a point is no change. */
export const ratingMove = (before: number, after: number): RatingMove =>
  after - before >= 0.1 ? 'up' : before - after >= 0.1 ? 'down' : 'same';
