import { HostOnlyNotice } from '@web/components/HostOnlyNotice';
import { t } from '../game-form-texts';
import type { HostAccess } from '../hooks/use-host-access';

/** What a signed-out visitor or a player sees instead of the form: the way in, not an error. */
export function HostGate({ title, access }: { title: string; access: Exclude<HostAccess, 'loading' | 'host'> }) {
  return (
    <HostOnlyNotice
      title={title}
      titleId="host-only-title"
      signedIn={access !== 'signed-out'}
      signedOutLead={t('gameform.gate.signedOut')}
      playerLead={t('gameform.gate.player')}
      browse={{ to: '/discover', label: t('gameform.gate.browse') }}
    />
  );
}
