import type { Game, HostStanding } from '@shared/schemas/game';
import { Avatar } from '../Avatar';
import { hostStandingLine } from './host-standing-line';
import { t } from './texts';

/** Who hosts a game or a community, drawn the same wherever one is shown; nothing when the host is unknown. */
export function HostCard({ host, standing }: { host: Game['host']; standing?: HostStanding | null }) {
  if (!host) return null;
  return (
    <div className="host-card">
      <Avatar name={host.name} src={host.profile_pic} />
      <div>
        <p className="host-name">{host.name}</p>
        <p className="muted">{t('game.host')}</p>
        {standing ? <p className="host-standing">{hostStandingLine(standing)}</p> : null}
      </div>
    </div>
  );
}
