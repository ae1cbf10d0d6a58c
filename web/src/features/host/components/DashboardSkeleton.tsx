import { CardSkeletons } from '@web/components/CardSkeletons';
import { t } from '../texts';

/** Placeholders the size of the stat cards and game cards, so nothing jumps when the numbers arrive. */
export function StatsSkeleton() {
  return (
    <ul className="host-stats" role="status" aria-label={t('host.stats.loading')}>
      {[0, 1, 2, 3].map((index) => (
        <li key={index} className="host-stat" aria-hidden="true">
          <span className="skeleton-line skeleton-short" />
          <span className="skeleton-line host-skeleton-figure" />
        </li>
      ))}
    </ul>
  );
}

export function ListSkeleton() {
  return <CardSkeletons count={3} listClassName="host-list" cardClassName="host-skeleton" />;
}
