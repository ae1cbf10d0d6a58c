import { click, clickThenDialog, type Screen } from './screen-walk';

// Every screen of the app at phone size, as the person who would see it. The checks that walk
// them (axe, layout with hostile texts) bring their own people and ids. Adding a screen is one
// line here, and every check covers it.
export type Who = 'visitor' | 'player' | 'host' | 'admin';

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
}

export const SCREENS: Screen<Who>[] = [
  { name: 'home', who: 'visitor', path: '/' },
  { name: 'search overlay', who: 'visitor', path: '/', open: clickThenDialog('Search', 'Search') },
  { name: 'discover', who: 'visitor', path: '/discover' },
  {
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
  { name: 'game page as a visitor', who: 'visitor', path: '/game/:hosted' },
  { name: 'game page as a confirmed player', who: 'player', path: '/game/:playing' },
  {
    name: 'join dialog',
    who: 'player',
    path: '/game/:joinable',
    open: clickThenDialog(/^Join$/, 'Confirm Join Request'),
  },
  { name: 'game page as its host', who: 'host', path: '/game/:hosted' },
  { name: "host's game menu", who: 'host', path: '/game/:hosted', open: click('Game options') },
  { name: 'manage requests', who: 'host', path: '/game/:hosted/manage' },
  { name: 'check in players', who: 'host', path: '/game/:hosted/check-in' },
  { name: 'create game', who: 'host', path: '/create-game' },
  { name: 'edit game', who: 'host', path: '/edit-game/:hosted' },
  { name: 'my requests with a pass', who: 'player', path: '/my-requests' },
  { name: 'game pass QR', who: 'player', path: '/my-requests', open: clickThenDialog(/View QR/i, /pass/i) },
  { name: 'profile', who: 'player', path: '/profile' },
  { name: "host's profile", who: 'host', path: '/profile' },
  { name: 'user menu', who: 'player', path: '/', open: click('User menu') },
  { name: 'settings', who: 'player', path: '/settings' },
  { name: 'train', who: 'visitor', path: '/train' },
  { name: 'notifications', who: 'host', path: '/', open: clickThenDialog(/^Notifications/, 'Notifications') },
  { name: 'sign in', who: 'visitor', path: '/auth' },
  { name: 'sign up', who: 'visitor', path: '/auth/signup' },
  { name: 'magic link', who: 'visitor', path: '/auth/magic-link' },
  { name: 'phone sign-in', who: 'visitor', path: '/auth/phone' },
  { name: 'forgot password', who: 'visitor', path: '/auth?mode=forgot' },
  { name: 'communities', who: 'visitor', path: '/community' },
  { name: 'community as a visitor', who: 'visitor', path: '/community/:community' },
  { name: 'community as a player', who: 'player', path: '/community/:community' },
  { name: 'community as its owner', who: 'host', path: '/community/:community' },
  { name: 'create community', who: 'host', path: '/create-community' },
  { name: 'edit community', who: 'host', path: '/community/:community/edit' },
  { name: 'host dashboard', who: 'host', path: '/host' },
  { name: 'host dashboard requests', who: 'host', path: '/host?tab=requests' },
  { name: 'host dashboard analytics', who: 'host', path: '/host?tab=analytics' },
  { name: 'host applications (admin)', who: 'admin', path: '/admin/host-applications' },
  { name: 'reports (admin)', who: 'admin', path: '/admin/reports' },
  { name: 'become a host', who: 'player', path: '/become-host' },
  { name: 'host dashboard signed out', who: 'visitor', path: '/host' },
  { name: 'my requests signed out', who: 'visitor', path: '/my-requests' },
  { name: 'create game as a player', who: 'player', path: '/create-game' },
  { name: 'page not found', who: 'visitor', path: '/no-such-page' },
  { name: 'game not found', who: 'visitor', path: '/game/no-such-game' },
];
