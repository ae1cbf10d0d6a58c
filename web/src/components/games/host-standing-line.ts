import type { HostStanding } from '@shared/schemas/game';
import { ratingWithCount } from '@web/lib/rating-label';
import { t } from './texts';

/**
 * What a player weighs a host by: how many games they hosted and their community's rating with the
 * reviews it rests on; a host nobody has reviewed yet is a new host, never a made-up number.
 */
export function hostStandingLine(standing: HostStanding): string {
  const hosted = t('game.host.hosted', { count: standing.games_hosted });
  const rating = ratingWithCount(standing.rating, standing.rating_count);
  return `${hosted} · ${rating ? `★ ${rating}` : t('game.host.new')}`;
}
