import { click, clickThenDialog, type Screen } from './screen-walk';

// Every screen of the app at phone size, as the person who would see it, in the order of the
// five journeys people take through it. The checks that walk them (axe with a screenshot of each,
// layout with hostile texts) bring their own people and ids. Adding a screen is one line here,
// and every check covers it.
/** A newcomer is signed in with a brand-new account that has picked no sports or city yet. */
export type Who = 'visitor' | 'newcomer' | 'player' | 'host' | 'admin';

export const JOURNEYS = ['sign-up to pass', 'hosting', 'community', 'paid game and withdrawal', 'edge states'] as const;
export type Journey = (typeof JOURNEYS)[number];
export type JourneyScreen = Screen<Who> & { journey: Journey };

/** The ids the paths name. */
export interface ScreenIds {
  /** A game the host hosts. */
  hosted: string;
  /** A game the player holds a confirmed pass for. */
  playing: string;
  /** A game with a question that the player has not asked to join (the join dialog). */
  joinable: string;
  /** A community the host owns. */
  community: string;
  /** A paid game's request of the player, accepted and not paid yet (the pay screen). */
  payable: string;
}

export const SCREENS: JourneyScreen[] = [
  { journey: 'sign-up to pass', name: 'home', who: 'visitor', path: '/' },
  {
    journey: 'sign-up to pass',
    name: 'search overlay',
    who: 'visitor',
    path: '/',
    open: clickThenDialog('Search', 'Search'),
  },
  { journey: 'sign-up to pass', name: 'discover', who: 'visitor', path: '/discover' },
  {
    journey: 'sign-up to pass',
    name: 'discover game dialog',
    who: 'visitor',
    path: '/discover',
    open: async (page) =>
      page
        .locator('article.game-card a')
        .first()
        .click()
        .then(() => page.getByRole('dialog').waitFor()),
  },
  { journey: 'sign-up to pass', name: 'game page as a visitor', who: 'visitor', path: '/game/:hosted' },
  { journey: 'sign-up to pass', name: 'sign up', who: 'visitor', path: '/auth/signup' },
  { journey: 'sign-up to pass', name: 'sign in', who: 'visitor', path: '/auth' },
  { journey: 'sign-up to pass', name: 'magic link', who: 'visitor', path: '/auth/magic-link' },
  { journey: 'sign-up to pass', name: 'phone sign-in', who: 'visitor', path: '/auth/phone' },
  { journey: 'sign-up to pass', name: 'forgot password', who: 'visitor', path: '/auth?mode=forgot' },
  { journey: 'sign-up to pass', name: 'welcome', who: 'newcomer', path: '/welcome' },
  {
    journey: 'sign-up to pass',
    name: 'join dialog',
    who: 'player',
    path: '/game/:joinable',
    open: clickThenDialog(/^Join$/, 'Confirm Join Request'),
  },
  {
    journey: 'sign-up to pass',
    name: 'game page as a confirmed player',
    who: 'player',
    path: '/game/:playing',
    // Who is going: the confirmed player's own avatar and name, so every walk checks them too.
    open: async (page) => page.locator('.game-going .going-stack .avatar').first().waitFor(),
  },
  { journey: 'sign-up to pass', name: 'my requests with a pass', who: 'player', path: '/my-requests' },
  {
    journey: 'sign-up to pass',
    name: 'game pass QR',
    who: 'player',
    path: '/my-requests',
    open: clickThenDialog(/View QR/i, /pass/i),
  },
  { journey: 'sign-up to pass', name: 'profile', who: 'player', path: '/profile' },
  { journey: 'sign-up to pass', name: 'user menu', who: 'player', path: '/', open: click('User menu') },
  { journey: 'sign-up to pass', name: 'settings', who: 'player', path: '/settings' },
  { journey: 'sign-up to pass', name: 'settings: personal information', who: 'player', path: '/settings/personal' },
  { journey: 'sign-up to pass', name: 'settings: notifications', who: 'player', path: '/settings/notifications' },
  { journey: 'sign-up to pass', name: 'settings: spot alerts', who: 'player', path: '/settings/spot-alerts' },
  { journey: 'sign-up to pass', name: 'settings: privacy', who: 'player', path: '/settings/privacy' },
  { journey: 'sign-up to pass', name: 'settings: change password', who: 'player', path: '/settings/password' },
  { journey: 'sign-up to pass', name: 'settings: language', who: 'player', path: '/settings/language' },
  { journey: 'sign-up to pass', name: 'settings: location', who: 'player', path: '/settings/location' },
  { journey: 'sign-up to pass', name: 'settings: contact us', who: 'player', path: '/settings/contact' },
  { journey: 'sign-up to pass', name: 'help centre', who: 'visitor', path: '/help' },
  { journey: 'sign-up to pass', name: 'terms of service', who: 'visitor', path: '/terms' },
  { journey: 'sign-up to pass', name: 'privacy policy', who: 'visitor', path: '/privacy' },
  {
    journey: 'sign-up to pass',
    name: 'notifications',
    who: 'host',
    path: '/',
    open: clickThenDialog(/^Notifications/, 'Notifications'),
  },
  { journey: 'sign-up to pass', name: 'train', who: 'visitor', path: '/train' },
  { journey: 'hosting', name: 'become a host', who: 'player', path: '/become-host' },
  { journey: 'hosting', name: 'host dashboard', who: 'host', path: '/host' },
  { journey: 'hosting', name: 'host dashboard requests', who: 'host', path: '/host?tab=requests' },
  { journey: 'hosting', name: 'host dashboard analytics', who: 'host', path: '/host?tab=analytics' },
  { journey: 'hosting', name: 'create game', who: 'host', path: '/create-game' },
  { journey: 'hosting', name: 'game page as its host', who: 'host', path: '/game/:hosted' },
  { journey: 'hosting', name: "host's game menu", who: 'host', path: '/game/:hosted', open: click('Game options') },
  { journey: 'hosting', name: 'edit game', who: 'host', path: '/edit-game/:hosted' },
  { journey: 'hosting', name: 'manage requests', who: 'host', path: '/game/:hosted/manage' },
  { journey: 'hosting', name: 'check in players', who: 'host', path: '/game/:hosted/check-in' },
  { journey: 'hosting', name: "host's profile", who: 'host', path: '/profile' },
  { journey: 'hosting', name: 'host applications (admin)', who: 'admin', path: '/admin/host-applications' },
  { journey: 'hosting', name: 'reports (admin)', who: 'admin', path: '/admin/reports' },
  { journey: 'community', name: 'communities', who: 'visitor', path: '/community' },
  { journey: 'community', name: 'community as a visitor', who: 'visitor', path: '/community/:community' },
  { journey: 'community', name: 'community as a player', who: 'player', path: '/community/:community' },
  { journey: 'community', name: 'community as its owner', who: 'host', path: '/community/:community' },
  { journey: 'community', name: 'create community', who: 'host', path: '/create-community' },
  { journey: 'community', name: 'edit community', who: 'host', path: '/community/:community/edit' },
  { journey: 'paid game and withdrawal', name: 'pay for a spot', who: 'player', path: '/pay/:payable' },
  {
    journey: 'paid game and withdrawal',
    name: 'my requests after a paid withdrawal',
    who: 'player',
    path: '/my-requests',
    // The withdrawn card, with what became of the payment.
    open: (page) => page.getByText('Withdrawn', { exact: true }).first().scrollIntoViewIfNeeded(),
  },
  { journey: 'edge states', name: 'host dashboard signed out', who: 'visitor', path: '/host' },
  { journey: 'edge states', name: 'my requests signed out', who: 'visitor', path: '/my-requests' },
  { journey: 'edge states', name: 'create game as a player', who: 'player', path: '/create-game' },
  { journey: 'edge states', name: 'page not found', who: 'visitor', path: '/no-such-page' },
  { journey: 'edge states', name: 'game not found', who: 'visitor', path: '/game/no-such-game' },
];
