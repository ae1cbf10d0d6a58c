import { communityService } from '../communities';
import { httpHandler, json, pathParameter } from '@functions/platform/http/http';

// One community for anyone (no token here, so membership 'none'; a private one shows only its name).
export const handler = httpHandler(async (event) =>
  json(200, await communityService().detail(pathParameter(event, 'id'), null)),
);
