// Shared links: the HTML a preview crawler or a browser gets for a game or community link.

import { ENV } from '../platform/env-names';
import type { FunctionSpec } from '../platform/function-spec';

export const sharingFunctions: FunctionSpec[] = [
  {
    // Not under /api: CloudFront sends /game/* and /community/* here (decision 026), so a shared
    // link's HTML carries that game's or community's preview. The nested screens get the plain shell.
    name: 'get-shared-page',
    entry: 'functions/sharing/handlers/get-shared-page.ts',
    description: 'The HTML of a shared game or community link, with its Open Graph head',
    routes: [
      { method: 'GET', path: '/game/{id}', auth: false },
      { method: 'GET', path: '/game/{id}/{view}', auth: false },
      { method: 'GET', path: '/community/{id}', auth: false },
      { method: 'GET', path: '/community/{id}/{view}', auth: false },
    ],
    env: [ENV.tableName, ENV.appUrl, ENV.webBucket],
    table: 'read',
    buckets: { web: 'read' },
  },
];
