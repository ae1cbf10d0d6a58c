import { dynamoCommunityRepository } from '../adapters/dynamo/community-repository';
import { dynamoGameRepository } from '../adapters/dynamo/game-repository';
import { dynamoSearchIndex } from '../adapters/dynamo/search-index';
import { createSearchService } from '../services/search-service';
import { systemClock } from '../services/ports';
import { once } from './once';
import { table } from './table';

export const searchService = /* @__PURE__ */ once(() =>
  createSearchService({
    index: dynamoSearchIndex(table().db, table().name),
    games: dynamoGameRepository(table().db, table().name),
    communities: dynamoCommunityRepository(table().db, table().name),
    clock: systemClock,
  }),
);
