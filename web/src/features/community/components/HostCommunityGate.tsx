import type { ReactNode } from 'react';
import { HostOnlyNotice } from '@web/components/HostOnlyNotice';
import { Loading } from '@web/components/Loading';
import { useAuth } from '@web/lib/auth/use-auth';
import { t } from '../form-texts';

/** Creating and managing communities is for hosts; the server checks the same role. */
export function HostCommunityGate({ title, children }: { title: string; children: ReactNode }) {
  const { loading, user, profile, profileLoading } = useAuth();
  if (loading || (user && profileLoading && !profile)) return <Loading />;
  if (user && profile?.role === 'host') return children;
  return (
    <HostOnlyNotice
      title={title}
      titleId="community-gate-title"
      signedIn={Boolean(user)}
      signedOutLead={t('communityform.gate.signedOut')}
      playerLead={t('communityform.gate.player')}
      browse={{ to: '/community', label: t('communityform.gate.browse') }}
    />
  );
}
