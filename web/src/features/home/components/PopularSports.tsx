import { Link } from 'react-router-dom';
import { BRAND } from '@shared/constants';
import { compactCount, POPULAR_SPORTS } from '@shared/rules/popular-sports';
import { sportLabel } from '@web/lib/games/labels';
import { usePopularSports } from '../api/get-popular-sports';
import { t } from '../texts';

/** What a tile says under the sport's name: an honest invitation until someone has played it. */
const playersLabel = (players: number) =>
  players <= 0 ? t('home.popular.first') : t('home.popular.players', { count: players, shown: compactCount(players) });

/**
 * Each sport with how many people have played it here. While the counts load (or when they can't
 * be read) a tile keeps its second line's height empty, so nothing moves when they arrive, and no
 * number is ever shown that the server didn't send.
 */
export function PopularSports() {
  const counts = usePopularSports();
  return (
    <section className="home-section" aria-labelledby="popular-title" aria-busy={counts.isPending}>
      <div className="section-heading">
        <h2 id="popular-title">{t('home.popular.title')}</h2>
        <p className="muted">{t('home.popular.lead', { brand: BRAND.name })}</p>
      </div>
      <ul className="popular-grid">
        {POPULAR_SPORTS.map((sport) => {
          const players = counts.data?.get(sport);
          return (
            <li key={sport}>
              <Link to={`/discover?sport=${sport}`} className="popular-sport">
                <span className="popular-name">{sportLabel(sport)}</span>
                <span className="muted popular-players">{players === undefined ? '' : playersLabel(players)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
