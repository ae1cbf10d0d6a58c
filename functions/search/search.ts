import { dynamoCommunityRepository } from '@functions/communities/public-storage';
import { dynamoGameRepository } from '@functions/games/public-storage';
import { dynamoSearchIndex } from './adapters/search-index';
import { createSearchService } from './search-service';
import { systemClock } from '../platform/clock';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';

export const searchService = /* @__PURE__ */ once(() =>
  createSearchService({
    index: dynamoSearchIndex(table().db, table().name),
    games: dynamoGameRepository(table().db, table().name),
    communities: dynamoCommunityRepository(table().db, table().name),
    clock: systemClock,
  }),
);
