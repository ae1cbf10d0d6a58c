import { communityListPageQuerySchema } from '@shared/schemas/community-list';
import { communityList } from '../communities';
import { httpHandler, json, parseQuery } from '@functions/platform/http/http';

// communities-list (public): public communities by sport, search text and sort, a page at a time.
export const handler = httpHandler(async (event) =>
  json(200, await communityList().list(parseQuery(event, communityListPageQuerySchema))),
);
