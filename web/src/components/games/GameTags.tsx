import { distanceLabel, skillLabel } from '@web/lib/games/format';
import { t } from './texts';

/**
 * The level a game is for and how far away it is, as small pills of their own: inside the location
 * line the distance was the first thing its ellipsis cut off. Either may be missing (a community's
 * listing has no level, a game read without a searched point has no distance).
 */
export function GameTags({ skill, distanceKm }: { skill?: string | null; distanceKm?: number | null }) {
  const distance = distanceLabel(distanceKm);
  if (!skill && !distance) return null;
  return (
    <ul className="game-tags" aria-label={t('game.tags')}>
      {skill ? (
        <li className="game-tag game-tag-skill">
          <span className="visually-hidden">{t('game.tags.level')}</span>
          {skillLabel(skill)}
        </li>
      ) : null}
      {distance ? <li className="game-tag game-tag-distance">{distance}</li> : null}
    </ul>
  );
}
