import type { HostStanding } from '@shared/schemas/game';
import { ratingWithCount } from '@web/lib/rating-label';

/**
 * What a player weighs a host by: how many games they hosted and their community's rating with the
 * reviews it rests on; a host nobody has reviewed yet is a new host, never a made-up number.
 */
export function hostStandingLine(standing: HostStanding): string {
  const hosted = `${standing.games_hosted} game${standing.games_hosted === 1 ? '' : 's'} hosted`;
  const rating = ratingWithCount(standing.rating, standing.rating_count);
  return `${hosted} · ${rating ? `★ ${rating}` : 'New host'}`;
}
