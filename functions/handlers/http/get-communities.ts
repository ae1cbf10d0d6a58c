import { communityListQuerySchema } from '../../../shared/schemas/community';
import { communityService } from '../../composition/communities';
import { httpHandler, json, parseQuery } from '../../lib/http';

// communities-list (public): public communities by sport, search text and sort, up to 50.
export const handler = httpHandler(async (event) =>
  json(200, await communityService().list(parseQuery(event, communityListQuerySchema))),
);
