import type { ShowUpRecord } from '@shared/rules/show-up';
import { lateDropsLabel, showUpRateLabel, showUpWords } from '@web/lib/requests/show-up-texts';
import './show-up.css';

/**
 * A player's show-up record in one short line, as a host weighs a request or an arrival: 'New
 * player' below 3 counted games (never a low number, nor their late drops: newcomers must not look
 * unreliable), else the rate, 'N of M games' and any late drops. Nothing when the answer had none.
 */
export function ShowUpLine({ record }: { record: ShowUpRecord | undefined }) {
  if (!record) return null;
  const summary = showUpWords(record);
  return (
    <p className="show-up-line" data-show-up={summary.kind}>
      {summary.kind === 'new' ? (
        <span className="show-up-new">{summary.label}</span>
      ) : (
        <>
          <span>
            {showUpRateLabel()} <strong>{summary.label}</strong>
          </span>
          <span>{summary.games}</span>
          {summary.lateDrops > 0 ? <span>{lateDropsLabel(summary.lateDrops)}</span> : null}
        </>
      )}
    </p>
  );
}
