import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { lazyScreen } from '../lib/lazy-screen';
import { type LandingScreen, landingScreenOf } from './landing-routes';
import { AdminOnly } from './AdminOnly';

// Every screen is its own chunk: the first load carries the shell only (the first-load budget).
const HomeScreen = lazyScreen(() => import('../features/home/components/HomeScreen'), 'HomeScreen');
const DiscoverScreen = lazyScreen(() => import('../features/discover/components/DiscoverScreen'), 'DiscoverScreen');
const GameDetailScreen = lazyScreen(() => import('../features/games/components/GameDetailScreen'), 'GameDetailScreen');
const CreateGameScreen = lazyScreen(() => import('../features/games/components/CreateGameScreen'), 'CreateGameScreen');
const EditGameScreen = lazyScreen(() => import('../features/games/components/EditGameScreen'), 'EditGameScreen');
const RegularsScreen = lazyScreen(() => import('../features/games/series/RegularsScreen'), 'RegularsScreen');
const ManageRequestsScreen = lazyScreen(
  () => import('../features/requests/components/ManageRequestsScreen'),
  'ManageRequestsScreen',
);
const CheckInScreen = lazyScreen(() => import('../features/requests/components/CheckInScreen'), 'CheckInScreen');
const PayScreen = lazyScreen(() => import('../features/payments/components/PayScreen'), 'PayScreen');
const HostDashboardScreen = lazyScreen(
  () => import('../features/host/components/HostDashboardScreen'),
  'HostDashboardScreen',
);
const BecomeHostScreen = lazyScreen(() => import('../features/host/components/BecomeHostScreen'), 'BecomeHostScreen');
const MyRequestsScreen = lazyScreen(
  () => import('../features/requests/components/MyRequestsScreen'),
  'MyRequestsScreen',
);
const TrainScreen = lazyScreen(() => import('../features/train/components/TrainScreen'), 'TrainScreen');
const ProfileScreen = lazyScreen(() => import('../features/profile/components/ProfileScreen'), 'ProfileScreen');
const SettingsScreen = lazyScreen(() => import('../features/settings/components/SettingsScreen'), 'SettingsScreen');
const HelpScreen = lazyScreen(() => import('../features/legal/components/HelpScreen'), 'HelpScreen');
const TermsScreen = lazyScreen(() => import('../features/legal/components/TermsScreen'), 'TermsScreen');
const PrivacyPolicyScreen = lazyScreen(
  () => import('../features/legal/components/PrivacyPolicyScreen'),
  'PrivacyPolicyScreen',
);
const WelcomeScreen = lazyScreen(() => import('../features/onboarding/components/WelcomeScreen'), 'WelcomeScreen');
const AuthScreen = lazyScreen(() => import('../features/auth/components/AuthScreen'), 'AuthScreen');
const CommunityListScreen = lazyScreen(
  () => import('../features/community/components/CommunityListScreen'),
  'CommunityListScreen',
);
const CommunityDetailScreen = lazyScreen(
  () => import('../features/community/components/CommunityDetailScreen'),
  'CommunityDetailScreen',
);
const CreateCommunityScreen = lazyScreen(
  () => import('../features/community/components/CreateCommunityScreen'),
  'CreateCommunityScreen',
);
const EditCommunityScreen = lazyScreen(
  () => import('../features/community/components/EditCommunityScreen'),
  'EditCommunityScreen',
);
// The admin screens take the not-found page to show when the API says they don't exist for this caller.
const AdminHostApplicationsScreen = lazy(() =>
  import('../features/admin/components/AdminHostApplicationsScreen').then((m) => ({
    default: m.AdminHostApplicationsScreen,
  })),
);
const AdminReportsScreen = lazy(() =>
  import('../features/admin/components/AdminReportsScreen').then((m) => ({ default: m.AdminReportsScreen })),
);
const NotFoundScreen = lazyScreen(() => import('../features/not-found/components/NotFoundScreen'), 'NotFoundScreen');

const LANDING_SCREENS: Record<LandingScreen, { preload: () => Promise<void> }> = {
  home: HomeScreen,
  discover: DiscoverScreen,
  game: GameDetailScreen,
};

/**
 * Has the screen of a prerendered route ready before the app takes the page over, so it hydrates
 * with the rest. A failure is left to the route's own import, which shows the error.
 */
export function landingScreenReady(pathname: string): Promise<void> {
  const screen = landingScreenOf(pathname);
  return screen ? LANDING_SCREENS[screen].preload().catch(() => undefined) : Promise.resolve();
}

/** Every route of the app. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomeScreen />} />
        <Route path="discover" element={<DiscoverScreen />} />
        <Route path="game/:id" element={<GameDetailScreen />} />
        {/* Links to a game's edit screen use both paths; both lead to the same screen. */}
        <Route path="edit-game/:id" element={<EditGameScreen />} />
        <Route path="game/:id/edit" element={<EditGameScreen />} />
        <Route path="game/:gameId/manage" element={<ManageRequestsScreen />} />
        <Route path="game/:id/regulars" element={<RegularsScreen />} />
        {/* Beyond the spec: the host checks passes in at the venue (decision 013). */}
        <Route path="game/:gameId/check-in" element={<CheckInScreen />} />
        {/* Where an accepted paid request is paid (the payments release builds the page). */}
        <Route path="pay/:requestId" element={<PayScreen />} />
        <Route path="create-game" element={<CreateGameScreen />} />
        <Route path="host" element={<HostDashboardScreen />} />
        <Route path="become-host" element={<BecomeHostScreen />} />
        <Route path="my-requests" element={<MyRequestsScreen />} />
        <Route path="train" element={<TrainScreen />} />
        <Route path="profile" element={<ProfileScreen />} />
        <Route path="settings/*" element={<SettingsScreen />} />
        <Route path="help" element={<HelpScreen />} />
        <Route path="terms" element={<TermsScreen />} />
        <Route path="privacy" element={<PrivacyPolicyScreen />} />
        {/* The auth screen picks its mode from the path (signin, signup, magic-link, phone, callback). */}
        <Route path="auth/*" element={<AuthScreen />} />
        <Route path="welcome" element={<WelcomeScreen />} />
        <Route path="community" element={<CommunityListScreen />} />
        <Route path="community/:id" element={<CommunityDetailScreen />} />
        <Route path="community/:id/edit" element={<EditCommunityScreen />} />
        <Route path="create-community" element={<CreateCommunityScreen />} />
        {/* Operators only; not in the bottom bar, everyone else sees the not-found page. */}
        <Route
          path="admin/host-applications"
          element={
            <AdminOnly notFound={<NotFoundScreen />}>
              <AdminHostApplicationsScreen notFound={<NotFoundScreen />} />
            </AdminOnly>
          }
        />
        <Route
          path="admin/reports"
          element={
            <AdminOnly notFound={<NotFoundScreen />}>
              <AdminReportsScreen notFound={<NotFoundScreen />} />
            </AdminOnly>
          }
        />
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
