import { communityService } from '../communities';
import { httpHandler, json, pathParameter } from '@functions/platform/http/http';
import { SHARED_READ_SECONDS, sharedFor } from '@functions/platform/http/shared-cache';

// One community for anyone (no token here, so membership 'none'; a private one shows only its name).
export const handler = httpHandler(async (event) =>
  sharedFor(
    SHARED_READ_SECONDS.community,
    json(200, await communityService().detail(pathParameter(event, 'id'), null)),
  ),
);
