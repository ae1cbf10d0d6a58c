import type { QueuedCheckIn } from '../check-in-queue';
import type { SentCheckIn } from '../hooks/use-check-in-queue';
import { t } from '../texts';

/** Check-ins made offline: those still waiting, then those sent with the server's answer. */
export function QueuedCheckIns({
  queued,
  sent,
  sending,
}: {
  queued: QueuedCheckIn[];
  sent: SentCheckIn[];
  sending: boolean;
}) {
  if (queued.length === 0 && sent.length === 0) return null;
  return (
    <section className="card" aria-labelledby="queued-title">
      <h2 id="queued-title">{t('requests.checkIn.offlineTitle')}</h2>
      {sending ? <p className="muted">{t('requests.offline.sending')}</p> : null}
      <ul className="queued-check-ins">
        {queued.map((entry) => (
          <li key={entry.id} data-state="queued">
            <code>{entry.code}</code> <span className="badge queued-badge">{t('requests.offline.queued')}</span>
          </li>
        ))}
        {sent.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same code can be sent twice (a replay); sent entries are only ever appended.
          <li key={`${entry.code}-${index}`} data-state="sent" className={`check-in-${entry.tone}`}>
            <code>{entry.code}</code> {entry.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
