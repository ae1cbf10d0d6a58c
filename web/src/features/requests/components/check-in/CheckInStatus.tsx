import type { CheckInOutcome } from '../../check-in-result';
import { t } from '../../texts';

/** What the last scan or typed code came to, read out as it changes. */
export function CheckInStatus({ outcome, checking }: { outcome: CheckInOutcome | null; checking: boolean }) {
  return (
    <div
      className={`check-in-result${outcome && !checking ? ` check-in-${outcome.tone}` : ''}`}
      role="status"
      aria-live="polite"
      aria-atomic="true"
    >
      {checking ? t('requests.checkIn.checking') : (outcome?.text ?? '')}
    </div>
  );
}
