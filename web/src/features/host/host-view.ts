import type { HostCommunity } from '@shared/schemas/community';
import type { Profile } from '@shared/schemas/profile';
import { t } from './texts';

// Which dashboard a visitor gets. Pure, so the rule is unit tested.

export type HostDashboardView = 'loading' | 'signed-out' | 'promo' | 'host';

interface AuthState {
  loading: boolean;
  signedIn: boolean;
  role: Profile['role'] | undefined;
  profileLoading: boolean;
}

export function hostDashboardView({ loading, signedIn, role, profileLoading }: AuthState): HostDashboardView {
  if (loading) return 'loading';
  if (!signedIn) return 'signed-out';
  // The role lives in the profile: wait for it rather than flash the promo at a host.
  if (role === undefined && profileLoading) return 'loading';
  return role === 'host' ? 'host' : 'promo';
}

/** One community per account: New Community only while the host has none. */
export const canStartCommunity = (communities: readonly HostCommunity[]): boolean => communities.length === 0;

/** Where Sign In goes: /auth, coming back to the dashboard afterwards. */
export const HOST_SIGN_IN_PATH = `/auth?next=${encodeURIComponent('/host')}`;

export const pendingLabel = (count: number): string =>
  count === 0 ? t('host.communities.noPending') : t('host.communities.pending', { count });

export const DASHBOARD_TABS = ['games', 'requests', 'communities', 'analytics'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

/** The open tab lives in the address (?tab=requests) so a reload or a shared link keeps it; My Games otherwise. */
export const dashboardTabFrom = (value: string | null): DashboardTab =>
  ((DASHBOARD_TABS as readonly string[]).find((tab) => tab === value) as DashboardTab | undefined) ?? 'games';
