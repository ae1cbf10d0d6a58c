import { communityListPageQuerySchema } from '@shared/schemas/community-list';
import { communityList } from '../communities';
import { httpHandler, json, parseQuery } from '@functions/platform/http/http';
import { SHARED_READ_SECONDS, sharedFor } from '@functions/platform/http/shared-cache';

// communities-list (public): public communities by sport, search text and sort, a page at a time.
export const handler = httpHandler(async (event) =>
  sharedFor(
    SHARED_READ_SECONDS.communities,
    json(200, await communityList().list(parseQuery(event, communityListPageQuerySchema))),
  ),
);
