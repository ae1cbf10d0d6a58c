import { useAuth } from '@web/lib/auth/use-auth';

export type HostAccess = 'loading' | 'signed-out' | 'not-host' | 'host';

/** Who may open the create and edit screens: hosts (profile role, as the server checks it). */
export function useHostAccess(): { access: HostAccess; userIds: string[] } {
  const { loading, user, profile, profileLoading } = useAuth();
  if (loading || (user && profileLoading && !profile)) return { access: 'loading', userIds: [] };
  if (!user) return { access: 'signed-out', userIds: [] };
  const userIds = [user.id, profile?.id].filter((id): id is string => Boolean(id));
  return { access: profile?.role === 'host' ? 'host' : 'not-host', userIds };
}
