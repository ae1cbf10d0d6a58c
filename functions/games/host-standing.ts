import { averageRating } from '@shared/rules/community-rules';
import type { HostStanding } from '@shared/schemas/game';

// The host card's numbers beside one game, from kept aggregates only (no recount on a page view):
// the host's games-hosted counter and the review totals their community keeps exact.

export interface HostStandingSources {
  gamesHosted(hostId: string): Promise<number>;
  /** The host's community's review totals; a host owns at most one community. */
  reviewTotals(hostId: string): Promise<{ review_sum: number; review_count: number } | null>;
}

export async function hostStandingOf(sources: HostStandingSources, hostId: string): Promise<HostStanding> {
  const [gamesHosted, totals] = await Promise.all([sources.gamesHosted(hostId), sources.reviewTotals(hostId)]);
  const count = totals?.review_count ?? 0;
  return { games_hosted: gamesHosted, rating: averageRating(totals?.review_sum ?? 0, count), rating_count: count };
}
