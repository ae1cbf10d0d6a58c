import type { HostStats } from '@shared/schemas/host-dashboard';
import { statCards } from '../dashboard-format';
import { t } from '../texts';

/** The four stat cards: Revenue (fees apart), Games Hosted, Avg Attendance, Popular Sport. */
export function StatCards({ stats }: { stats: HostStats }) {
  return (
    <ul className="host-stats" aria-label={t('host.stats.label')}>
      {statCards(stats).map((card) => (
        <li key={card.id} className="host-stat" data-stat={card.id}>
          <span className="host-stat-label">{card.label}</span>
          <span className={card.wordy ? 'host-stat-value host-stat-words' : 'host-stat-value'}>{card.value}</span>
          {card.notes.map((note) => (
            <span key={note} className="host-stat-note">
              {note}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
