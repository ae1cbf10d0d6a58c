import type { ReactNode } from 'react';
import { HostOnlyNotice } from '@web/components/HostOnlyNotice';
import { Loading } from '@web/components/Loading';
import { useAuth } from '@web/lib/auth/use-auth';

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
      signedOutLead="Sign in with your host account to create and manage communities."
      playerLead="Only hosts can create communities. Become a host to start one and run its games."
      browse={{ to: '/community', label: 'Browse communities' }}
    />
  );
}
