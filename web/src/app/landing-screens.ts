// The screens of the prerendered landing routes, fetched alongside the app rather than after
// it has rendered and reached the route's lazy import (the same chunks AppRoutes loads).
const LANDING_SCREENS: [RegExp, () => Promise<unknown>][] = [
  [/^\/$/, () => import('../features/home/components/HomeScreen')],
  [/^\/discover\/?$/, () => import('../features/discover/components/DiscoverScreen')],
  [/^\/game\/[^/]+\/?$/, () => import('../features/games/components/GameDetailScreen')],
];

export function preloadLandingScreen(pathname: string): void {
  // A failure is left to the route's own import, which shows the error.
  for (const [route, load] of LANDING_SCREENS) if (route.test(pathname)) void load().catch(() => undefined);
}
