// Search: prefix search of upcoming games and communities, and the index it reads.

import { declareFunctions } from '../platform/function-spec';

export const searchFunctions = declareFunctions('search', [
  {
    name: 'get-search',
    description: 'Prefix search of upcoming games and communities',
    publicRoutes: ['GET /api/search'],
    table: 'read',
  },
  {
    name: 'update-search-index',
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
    table: 'readwrite',
  },
]);
