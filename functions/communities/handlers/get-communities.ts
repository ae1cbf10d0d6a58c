import { communityListQuerySchema } from '@shared/schemas/community';
import { communityService } from '../communities';
import { httpHandler, json, parseQuery } from '@functions/platform/http/http';

// communities-list (public): public communities by sport, search text and sort, up to 50.
export const handler = httpHandler(async (event) =>
  json(200, await communityService().list(parseQuery(event, communityListQuerySchema))),
);
