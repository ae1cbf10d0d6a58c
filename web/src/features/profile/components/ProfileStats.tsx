import type { ProfileStats as Stats } from '@shared/schemas/profile-stats';
import { useMyStats } from '../api/get-my-stats';
import { ShowUpTile } from './ShowUpTile';

// The profile's stat tiles, from the caller's kept counters, their show-up record and their
// community's reviews. While loading or on an error a tile shows a dash, never a sample number.
const TILES: { label: string; value: (stats: Stats) => string }[] = [
  { label: 'Games played', value: (s) => String(s.games_played) },
  { label: 'Games hosted', value: (s) => String(s.games_hosted) },
  { label: 'Communities joined', value: (s) => String(s.communities_joined) },
  { label: 'Rating', value: (s) => (s.rating === null ? 'No ratings yet' : `${s.rating.toFixed(1)} ★`) },
];

export function ProfileStats() {
  const query = useMyStats(true);
  const stats = query.data?.stats;
  return (
    <section aria-labelledby="profile-stats-title" aria-busy={query.isPending}>
      <h2 id="profile-stats-title" className="visually-hidden">
        Your stats
      </h2>
      <ul className="stats">
        {TILES.map((tile) => {
          const value = stats ? tile.value(stats) : '—';
          return (
            <li key={tile.label} className="stat">
              <span className={value.length > 6 ? 'stat-value stat-value-text' : 'stat-value'}>{value}</span>
              <span className="stat-label">{tile.label}</span>
              {tile.label === 'Rating' && stats && stats.rating_count > 0 ? (
                <span className="stat-note">
                  {stats.rating_count} {stats.rating_count === 1 ? 'review' : 'reviews'}
                </span>
              ) : null}
            </li>
          );
        })}
        <ShowUpTile record={query.data?.show_up} />
      </ul>
      {query.error ? (
        <p className="form-error" role="alert">
          Error loading your stats.{' '}
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void query.refetch()}>
            Retry
          </button>
        </p>
      ) : null}
    </section>
  );
}
