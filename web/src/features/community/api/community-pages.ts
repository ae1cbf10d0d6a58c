import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { CommunityDetail, CommunityGame, CommunityMember, CommunityReview } from '@shared/schemas/community';
import { apiRequest } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/use-auth';
import { communityKey } from '@web/lib/communities/community-keys';
import { parseGamesPage, parseMembersPage, parseReviewsPage } from '@web/lib/communities/community-shapes';
import type { MorePages } from '@web/components/LoadMoreButton';

type Full = Extract<CommunityDetail, { view: 'full' }>;
type Lists = { members: CommunityMember; reviews: CommunityReview; games: CommunityGame };
type List = keyof Lists;
interface ListPage<T> {
  items: T[];
  cursor: string | null;
}

/**
 * A community's members, reviews or upcoming games after a cursor: signed in, under /api/me/ (a private one's
 * members read its lists too); signed out, the public route.
 */
async function getListPage<K extends List>(
  communityId: string,
  list: K,
  cursor: string,
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<ListPage<Lists[K]>> {
  const path =
    `/api/${signedIn ? 'me/' : ''}communities/${encodeURIComponent(communityId)}/${list}?cursor=${encodeURIComponent(cursor)}` as const;
  if (list === 'members') {
    const page = await apiRequest(path, { parse: parseMembersPage, signal });
    return { items: page.members as Lists[K][], cursor: page.cursor };
  }
  if (list === 'games') {
    const page = await apiRequest(path, { parse: parseGamesPage, signal });
    return { items: page.games as Lists[K][], cursor: page.cursor };
  }
  const page = await apiRequest(path, { parse: parseReviewsPage, signal });
  return { items: page.reviews as Lists[K][], cursor: page.cursor };
}

const keyOf = (item: Lists[List]) => ('user_id' in item ? item.user_id : item.id);
const FIRST: { [K in List]: (detail: Full) => { items: Lists[K][]; cursor: string | null } } = {
  members: (detail) => ({ items: detail.members, cursor: detail.members_cursor }),
  reviews: (detail) => ({ items: detail.reviews, cursor: detail.reviews_cursor }),
  games: (detail) => ({ items: detail.upcoming_games, cursor: detail.upcoming_games_cursor }),
};

/**
 * The page's first members, reviews or games (in the community's answer), then more a page at a time
 * on 'Load more'. Nothing is read before the first ask; a person or game seen twice (a review
 * rewritten while paging moves to the top) shows once.
 */
export function useCommunityList<K extends List>(
  detail: Full,
  list: K,
): { items: Lists[K][]; more: MorePages; failed: boolean } {
  const { user } = useAuth();
  const signedIn = user !== null;
  const { items: firstItems, cursor: first } = FIRST[list](detail);
  const [asked, setAsked] = useState(false);
  const query = useInfiniteQuery({
    queryKey: [...communityKey(detail.community.id), list, first, signedIn],
    queryFn: ({ pageParam, signal }) => getListPage(detail.community.id, list, pageParam, signedIn, signal),
    initialPageParam: first ?? '',
    getNextPageParam: (last) => last.cursor ?? undefined,
    enabled: asked && first !== null,
  });
  const seen = new Set<string>();
  const items = [...(firstItems as Lists[K][]), ...(query.data?.pages.flatMap((page) => page.items) ?? [])].filter(
    (item) => !seen.has(keyOf(item)) && seen.add(keyOf(item)),
  );
  const failed = asked && query.isError;
  const more: MorePages = !asked
    ? { hasNextPage: first !== null, isFetchingNextPage: false, fetchNextPage: () => setAsked(true) }
    : {
        // Until the first asked page is in (or when it failed), the detail's cursor says there is more.
        hasNextPage: query.data ? query.hasNextPage : first !== null,
        isFetchingNextPage: query.isFetching,
        fetchNextPage: () => (query.data ? query.fetchNextPage() : query.refetch()),
      };
  return { items, more, failed };
}
