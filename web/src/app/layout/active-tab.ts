export type TabId = 'home' | 'play' | 'community' | 'host' | 'train';

// Each tab's label is the text `shell.nav.<id>`.
export interface Tab {
  id: TabId;
  to: string;
}

/** The five tabs of the bottom navigation, in order. */
export const TABS: readonly Tab[] = [
  { id: 'home', to: '/' },
  { id: 'play', to: '/discover' },
  { id: 'community', to: '/community' },
  { id: 'host', to: '/host' },
  { id: 'train', to: '/train' },
];

/**
 * Which tab a path belongs to. Screens reached from a tab keep it highlighted (a game page is
 * part of Play, managing a game is part of Host), so the player always knows where they are.
 */
export function activeTab(pathname: string): TabId | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return 'home';
  if (path === '/train' || path.startsWith('/train/')) return 'train';
  if (path === '/community' || path.startsWith('/community/') || path === '/create-community') return 'community';
  if (
    path === '/host' ||
    path === '/create-game' ||
    path === '/become-host' ||
    path.startsWith('/edit-game/') ||
    /^\/game\/[^/]+\/(edit|manage)$/.test(path)
  ) {
    return 'host';
  }
  if (path === '/discover' || path === '/my-requests' || /^\/game\/[^/]+$/.test(path)) return 'play';
  return null;
}
