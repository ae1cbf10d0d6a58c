import { communityPageQuerySchema } from '@shared/schemas/community';
import { communityService } from '../communities';
import { httpHandler, json, parseQuery, pathParameter } from '@functions/platform/http/http';
import { SHARED_READ_SECONDS, sharedFor } from '@functions/platform/http/shared-cache';
import { communityListPage } from '../community-list-pages';

// One community for anyone (no token here, so membership 'none'; a private one shows only its name),
// and its members' and reviews' next pages (a public community's only).
export const handler = httpHandler(async (event) => {
  const communityId = pathParameter(event, 'id');
  const list = communityListPage(event.routeKey);
  if (list) {
    const { cursor } = parseQuery(event, communityPageQuerySchema);
    return json(200, await communityService()[list](communityId, null, cursor));
  }
  return sharedFor(SHARED_READ_SECONDS.community, json(200, await communityService().detail(communityId, null)));
});
