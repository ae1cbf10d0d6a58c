import type { ShowUpRecord } from '@shared/rules/show-up';
import { lateDropsLabel, showUpRateLabel, showUpWords } from '@web/lib/requests/show-up-texts';
import { t } from '../texts';
import '@web/components/show-up/show-up.css';

/**
 * The player's own show-up record beside their other stats: the rate with 'N of M games' and any
 * late drops, or 'New player' until 3 games count. A dash while loading, never a sample number.
 */
export function ShowUpTile({ record }: { record: ShowUpRecord | undefined }) {
  const summary = record ? showUpWords(record) : null;
  const notes =
    summary?.kind === 'rated'
      ? [summary.games, ...(summary.lateDrops > 0 ? [lateDropsLabel(summary.lateDrops)] : [])]
      : summary
        ? [t('profile.showUp.counts')]
        : [];
  const value = summary?.label ?? '—';
  return (
    <li className="stat stat-wide" data-testid="show-up-tile">
      <span className={value.length > 6 ? 'stat-value stat-value-text' : 'stat-value'}>{value}</span>
      <span className="stat-label">{showUpRateLabel()}</span>
      {notes.length ? <span className="stat-note">{notes.join(' · ')}</span> : null}
    </li>
  );
}
