import type { Game } from '@shared/schemas/game';
import { Avatar } from '../Avatar';

/** Who hosts a game or a community, drawn the same wherever one is shown; nothing when the host is unknown. */
export function HostCard({ host }: { host: Game['host'] }) {
  if (!host) return null;
  return (
    <div className="host-card">
      <Avatar name={host.name} src={host.profile_pic} />
      <div>
        <p className="host-name">{host.name}</p>
        <p className="muted">Host</p>
      </div>
    </div>
  );
}
