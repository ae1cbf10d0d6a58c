import { communityPageQuerySchema } from '@shared/schemas/community';
import { communityService } from '../communities';
import { callerOf, httpHandler, json, parseQuery, pathParameter } from '@functions/platform/http/http';
import { communityListPage } from '../community-list-pages';

// One community as the signed-in caller sees it: their membership, and a private one in full for
// members; and its members' and reviews' next pages, a private one's for its members.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const communityId = pathParameter(event, 'id');
  const list = communityListPage(event.routeKey);
  if (list) {
    const { cursor } = parseQuery(event, communityPageQuerySchema);
    return json(200, await communityService()[list](communityId, userId, cursor));
  }
  return json(200, await communityService().detail(communityId, userId));
});
