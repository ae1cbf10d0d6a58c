import { type LandingScreen, landingScreenOf } from './landing-routes';

// The screens of the prerendered landing routes, fetched alongside the app rather than after
// it has rendered and reached the route's lazy import (the same chunks AppRoutes loads).
const LANDING_SCREENS: Record<LandingScreen, () => Promise<unknown>> = {
  home: () => import('../features/home/components/HomeScreen'),
  discover: () => import('../features/discover/components/DiscoverScreen'),
  game: () => import('../features/games/components/GameDetailScreen'),
};

export function preloadLandingScreen(pathname: string): void {
  const screen = landingScreenOf(pathname);
  // A failure is left to the route's own import, which shows the error.
  if (screen) void LANDING_SCREENS[screen]().catch(() => undefined);
}
