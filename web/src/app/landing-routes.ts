/** The routes served prerendered, by the screen each shows. */
export type LandingScreen = 'home' | 'discover' | 'game';

const LANDING_ROUTES: [RegExp, LandingScreen][] = [
  [/^\/$/, 'home'],
  [/^\/discover\/?$/, 'discover'],
  [/^\/game\/[^/]+\/?$/, 'game'],
];

export function landingScreenOf(pathname: string): LandingScreen | null {
  return LANDING_ROUTES.find(([route]) => route.test(pathname))?.[1] ?? null;
}
