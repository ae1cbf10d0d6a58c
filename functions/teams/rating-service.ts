import { skillPoints } from '@shared/rules/skill-levels';
import type { SportRating } from '@shared/schemas/teams';
import type { RatingRepository } from './ports';

// A player's own ratings, per sport, with the last few changes: the profile shows them as levels.

export function createRatingService(deps: { ratings: RatingRepository }) {
  async function mine(userId: string): Promise<{ ratings: SportRating[] }> {
    const kept = await deps.ratings.ofPlayer(userId);
    const ratings = kept
      .map((rating) => ({
        sport: rating.sport,
        points: skillPoints(rating),
        games: rating.games,
        history: rating.history,
        updated_at: rating.updated_at,
      }))
      // The sport played most recently first.
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
      .map(({ updated_at: _updated, ...rating }) => rating);
    return { ratings };
  }
  return { mine };
}
