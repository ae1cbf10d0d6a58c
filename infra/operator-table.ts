import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { APP_REGION } from './regions';

// The table an operator's one-off script works on: `--table <name>` for a table outside a stack
// (the local stack, with AWS_ENDPOINT_URL_DYNAMODB set), else the TableName output of the stage's
// stack (`--stage`, YAKTIV_STAGE, or dev), read with the operator's AWS credentials.

/** The value after `--name` on the command line, if given. */
function cliFlag(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

async function tableName(args: readonly string[]): Promise<string> {
  const table = cliFlag(args, 'table');
  if (table) return table;
  const stackName = `yaktiv-${cliFlag(args, 'stage') ?? process.env.YAKTIV_STAGE ?? 'dev'}`;
  const { Stacks } = await new CloudFormationClient({ region: APP_REGION }).send(
    new DescribeStacksCommand({ StackName: stackName }),
  );
  const name = Stacks?.[0]?.Outputs?.find((o) => o.OutputKey === 'TableName')?.OutputValue;
  if (!name) throw new Error(`${stackName} has no TableName output`);
  return name;
}

/** The table's name and a document client for it. */
export async function operatorTable(args: readonly string[]): Promise<{ name: string; db: DynamoDBDocumentClient }> {
  const name = await tableName(args);
  const db = DynamoDBDocumentClient.from(new DynamoDBClient({ region: APP_REGION }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return { name, db };
}
