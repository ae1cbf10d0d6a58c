import type { ProfileStats as Stats } from '@shared/schemas/profile-stats';
import { useMyStats } from '../api/get-my-stats';
import { ShowUpTile } from './ShowUpTile';
import { t } from '../texts';

// The profile's stat tiles, from the caller's kept counters, their show-up record and their
// community's reviews. While loading or on an error a tile shows a dash, never a sample number.
const TILES: { key: string; value: (stats: Stats) => string }[] = [
  { key: 'played', value: (s) => String(s.games_played) },
  { key: 'hosted', value: (s) => String(s.games_hosted) },
  { key: 'communities', value: (s) => String(s.communities_joined) },
  { key: 'rating', value: (s) => (s.rating === null ? t('profile.stats.noRatings') : `${s.rating.toFixed(1)} ★`) },
];

export function ProfileStats() {
  const query = useMyStats(true);
  const stats = query.data?.stats;
  return (
    <section aria-labelledby="profile-stats-title" aria-busy={query.isPending}>
      <h2 id="profile-stats-title" className="visually-hidden">
        {t('profile.stats.title')}
      </h2>
      <ul className="stats">
        {TILES.map((tile) => {
          const value = stats ? tile.value(stats) : '—';
          return (
            <li key={tile.key} className="stat">
              <span className={value.length > 6 ? 'stat-value stat-value-text' : 'stat-value'}>{value}</span>
              <span className="stat-label">{t(`profile.stats.${tile.key}`)}</span>
              {tile.key === 'rating' && stats && stats.rating_count > 0 ? (
                <span className="stat-note">{t('profile.stats.reviews', { count: stats.rating_count })}</span>
              ) : null}
            </li>
          );
        })}
        <ShowUpTile record={query.data?.show_up} />
      </ul>
      {query.error ? (
        <p className="form-error" role="alert">
          {t('profile.stats.error')}{' '}
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void query.refetch()}>
            {t('profile.retry')}
          </button>
        </p>
      ) : null}
    </section>
  );
}
