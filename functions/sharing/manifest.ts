// Shared links: the HTML a preview crawler or a browser gets for a game or community link.

import { ENV } from '../platform/env-names';
import { declareFunctions } from '../platform/function-spec';

export const sharingFunctions = declareFunctions('sharing', [
  {
    // Not under /api: CloudFront sends /game/* and /community/* here (decision 026), so a shared
    // link's HTML carries that game's or community's preview. The nested screens get the plain shell.
    name: 'get-shared-page',
    description: 'The HTML of a shared game or community link, with its Open Graph head',
    publicRoutes: ['GET /game/{id}', 'GET /game/{id}/{view}', 'GET /community/{id}', 'GET /community/{id}/{view}'],
    env: [ENV.appUrl, ENV.webBucket],
    table: 'read',
    buckets: { web: 'read' },
  },
]);
