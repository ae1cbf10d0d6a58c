import { Link } from 'react-router-dom';
import type { NudgedRequest } from '@shared/schemas/host-dashboard';
import { managePath, nudgeLabel } from '../dashboard-format';
import { t } from '../texts';

/** The orange alert: players who nudged, each with a link to decide on the game's page. */
export function NudgeAlert({ nudged }: { nudged: NudgedRequest[] }) {
  if (nudged.length === 0) return null;
  return (
    <section className="host-nudge-alert" aria-labelledby="host-nudge-title">
      <h2 id="host-nudge-title">{t('host.nudge.title')}</h2>
      <ul>
        {nudged.map((item) => (
          <li key={item.request_id}>
            <Link to={managePath(item.game_id)}>
              {t('host.nudge.line', {
                name: item.player_name,
                nudged: nudgeLabel(item.nudge_count),
                game: item.game_title,
              })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
