import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { rankAllCommunities } from './rank-communities';
import { APP_REGION } from '../regions';

// `npx tsx infra/rank-communities/cli.ts --table <name>` with the operator's AWS credentials, once
// after deploying the ranked communities list (decision 048); safe to run again at any time.
const args = process.argv.slice(2);
const at = args.indexOf('--table');
const tableName = at >= 0 ? args[at + 1] : undefined;
if (!tableName) throw new Error('usage: rank-communities --table <table name>');

const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: APP_REGION }), {
  marshallOptions: { removeUndefinedValues: true },
});
const ranked = await rankAllCommunities({ db, tableName, log: (line) => console.log(line) });
console.log(`done: ${ranked} communities ranked`);
