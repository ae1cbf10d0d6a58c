import { lateDropsText, SHOW_UP_RATE_LABEL, showUpSummary, type ShowUpRecord } from '@shared/rules/show-up';
import '@web/components/show-up/show-up.css';

/**
 * The player's own show-up record beside their other stats: the rate with 'N of M games' and any
 * late drops, or 'New player' until 3 games count. A dash while loading, never a sample number.
 */
export function ShowUpTile({ record }: { record: ShowUpRecord | undefined }) {
  const summary = record ? showUpSummary(record) : null;
  const notes =
    summary?.kind === 'rated'
      ? [summary.games, ...(summary.lateDrops > 0 ? [lateDropsText(summary.lateDrops)] : [])]
      : summary
        ? ['Counts once you have played 3 games']
        : [];
  const value = summary?.label ?? '—';
  return (
    <li className="stat stat-wide" data-testid="show-up-tile">
      <span className={value.length > 6 ? 'stat-value stat-value-text' : 'stat-value'}>{value}</span>
      <span className="stat-label">{SHOW_UP_RATE_LABEL}</span>
      {notes.length ? <span className="stat-note">{notes.join(' · ')}</span> : null}
    </li>
  );
}
