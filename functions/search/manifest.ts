// Search: prefix search of upcoming games and communities, and the index it reads.

import { ENV } from '../platform/env-names';
import type { FunctionSpec } from '../platform/function-spec';

export const searchFunctions: FunctionSpec[] = [
  {
    name: 'get-search',
    entry: 'functions/search/handlers/get-search.ts',
    description: 'Prefix search of upcoming games and communities',
    routes: [{ method: 'GET', path: '/api/search', auth: false }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'update-search-index',
    entry: 'functions/search/handlers/update-search-index.ts',
    description: 'Keeps the search index in line with games and communities',
    events: {
      detailType: [
        'GameCreated.v1',
        'GameUpdated.v1',
        'GameDeleted.v1',
        'GameCancelled.v1',
        'GameStatusChanged.v1',
        'CommunityCreated.v1',
        'CommunityUpdated.v1',
        'CommunityDeleted.v1',
      ],
    },
    env: [ENV.tableName],
    table: 'readwrite',
  },
];
