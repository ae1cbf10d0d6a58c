// The community page's lists past their first page share the page's functions (one for anyone, one
// for the signed-in caller): the route's last segment says which list.

const LISTS = { members: 'membersPage', reviews: 'reviewsPage', games: 'gamesPage' } as const;

/** The service call a route key names, or undefined for the community page itself. */
export function communityListPage(routeKey: string | undefined): (typeof LISTS)[keyof typeof LISTS] | undefined {
  const last = routeKey?.split('/').pop();
  return last === 'members' || last === 'reviews' || last === 'games' ? LISTS[last] : undefined;
}
