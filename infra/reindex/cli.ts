import { dynamoCommunityRepository } from '@functions/communities/adapters/community-repository';
import { dynamoGameRepository } from '@functions/games/adapters/game-repository';
import { dynamoSearchIndex } from '@functions/search/adapters/search-index';
import { systemClock } from '@functions/platform/clock';
import { createSearchService } from '@functions/search/search-service';
import { reindexUpcomingGames } from './reindex';
import { operatorTable } from '../operator-table';

// `npm run reindex -- [--stage prod]` with the operator's AWS credentials and region, once after
// deploying a release that adds an index (docs/runbook.md). `--table <name>` instead of a stage
// for a table outside a stack (e.g. the local stack, with AWS_ENDPOINT_URL_DYNAMODB set).
const { name, db } = await operatorTable(process.argv.slice(2));
const search = createSearchService({
  index: dynamoSearchIndex(db, name),
  games: dynamoGameRepository(db, name),
  communities: dynamoCommunityRepository(db, name),
  clock: systemClock,
});
const counts = await reindexUpcomingGames({
  db,
  tableName: name,
  reindexSearch: (id) => search.reindex('game', id),
  log: (line) => console.log(line),
});
console.log(`done: ${JSON.stringify(counts)}`);
