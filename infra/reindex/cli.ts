import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamoCommunityRepository } from '@functions/communities/adapters/community-repository';
import { dynamoGameRepository } from '@functions/games/adapters/game-repository';
import { dynamoSearchIndex } from '@functions/search/adapters/search-index';
import { systemClock } from '@functions/platform/clock';
import { createSearchService } from '@functions/search/search-service';
import { reindexUpcomingGames } from './reindex';
import { APP_REGION } from '../regions';

// `npm run reindex -- [--stage prod]` with the operator's AWS credentials and region, once after
// deploying a release that adds an index (docs/runbook.md). `--table <name>` instead of a stage
// for a table outside a stack (e.g. the local stack, with AWS_ENDPOINT_URL_DYNAMODB set).
const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};

async function tableName(): Promise<string> {
  const table = flag('table');
  if (table) return table;
  const stackName = `yaktiv-${flag('stage') ?? process.env.YAKTIV_STAGE ?? 'dev'}`;
  const { Stacks } = await new CloudFormationClient({ region: APP_REGION }).send(
    new DescribeStacksCommand({ StackName: stackName }),
  );
  const name = Stacks?.[0]?.Outputs?.find((o) => o.OutputKey === 'TableName')?.OutputValue;
  if (!name) throw new Error(`${stackName} has no TableName output`);
  return name;
}

const name = await tableName();
const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: APP_REGION }), {
  marshallOptions: { removeUndefinedValues: true },
});
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
