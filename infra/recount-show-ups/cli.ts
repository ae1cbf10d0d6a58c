import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamoShowUpStore } from '@functions/joins/adapters/show-up-store';
import { createShowUpService } from '@functions/joins/show-up-service';
import { recountShowUps } from './recount';
import { APP_REGION } from '../regions';

// `npm run recount-show-ups -- [--stage prod]` with the operator's AWS credentials: recomputes every
// player's show-up record from the stored games and requests and writes back the ones that differ
// (decision 056). `--table <name>` instead of a stage for a table outside a stack (the local stack,
// with AWS_ENDPOINT_URL_DYNAMODB set).
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
const showUps = createShowUpService(dynamoShowUpStore(db, name));
const counts = await recountShowUps({
  db,
  tableName: name,
  repair: (userId) => showUps.repair(userId),
  log: (line) => console.log(line),
});
console.log(`done: ${JSON.stringify(counts)}`);
