import { HostOnlyNotice } from '@web/components/HostOnlyNotice';
import type { HostAccess } from '../hooks/use-host-access';

/** What a signed-out visitor or a player sees instead of the form: the way in, not an error. */
export function HostGate({ title, access }: { title: string; access: Exclude<HostAccess, 'loading' | 'host'> }) {
  return (
    <HostOnlyNotice
      title={title}
      titleId="host-only-title"
      signedIn={access !== 'signed-out'}
      signedOutLead="Sign in with your host account to create and edit games."
      playerLead="Only hosts can create games. Become a host to publish games and manage who joins them."
      browse={{ to: '/discover', label: 'Browse games' }}
    />
  );
}
