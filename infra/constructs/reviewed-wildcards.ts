import { CfnElement, Names, Stack, Validations } from 'aws-cdk-lib';
import { CfnPolicy } from 'aws-cdk-lib/aws-iam';
import { rules } from 'cdk-nag';
import type { IConstruct } from 'constructs';

// AwsSolutions-IAM5 flags every wildcard in every policy. Rather than silence the rule, each
// wildcard *shape* below was reviewed once and carries its reason; a finding of any other
// shape stays an error, so a new wildcard can't slip in unreviewed.
const REVIEWED: { finding: RegExp; reason: string }[] = [
  {
    finding: /^Resource::<\w+\.Arn>\/index\/\*$/,
    reason: "Queries go through the table's GSIs (TABLE.indexes); the grant covers this one table's indexes only.",
  },
  {
    finding: /^Action::s3:(GetObject|GetBucket|List|DeleteObject|Abort|PutObject)\*$/,
    reason:
      "The action families of aws-cdk-lib's bucket grants (read or read-write), scoped to a bucket of this stack.",
  },
  {
    finding: /^Resource::<\w+\.Arn>\/\*$/,
    reason:
      "Object keys (per user, per upload, per build) aren't known in advance; access is to the objects of one bucket of this stack.",
  },
  {
    finding: /^Resource::<Storage\w+\.Arn>\/[\w-]+\/\*$/,
    reason:
      'Objects under one key prefix of one bucket of this stack (raw/ uploads, media/ files), whose ids are random per upload.',
  },
  {
    finding:
      /^Resource::arn:<AWS::Partition>:scheduler:(<AWS::Region>|[a-z0-9-]+):<AWS::AccountId>:schedule\/yaktiv-[a-z0-9-]+\/\*$/,
    reason:
      "One-time schedules are named per game and move, so no fixed name can be listed; the grant covers the schedules of this stack's one group.",
  },
  {
    finding:
      /^Resource::arn:<AWS::Partition>:s3:::cdk-[a-z0-9]+-assets-(<AWS::AccountId>|\d{12})-(<AWS::Region>|[a-z0-9-]+)\/\*$/,
    reason:
      'BucketDeployment reads its source zip from the CDK bootstrap assets bucket, whose object keys are content hashes.',
  },
];

// Actions AWS offers no resource-level permission for, so '*' is the only resource possible.
const RESOURCELESS = new Set([
  'xray:PutTraceSegments', // active tracing
  'xray:PutTelemetryRecords',
  'dynamodb:ListStreams', // stream event source
  'sns:Publish', // direct SMS to a phone number
]);

interface Statement {
  Action?: string | string[];
  Resource?: unknown;
}

export function acknowledgeReviewedWildcards(scope: IConstruct) {
  for (const node of scope.node.findAll()) {
    if (!(node instanceof CfnPolicy)) continue;
    const findings = rules.iam.IAMNoWildcardPermissions(node);
    if (!Array.isArray(findings)) continue;
    for (const finding of findings) {
      const reason =
        finding === 'Resource::*' ? resourcelessReason(node) : REVIEWED.find((r) => r.finding.test(finding))?.reason;
      if (reason) Validations.of(node).acknowledge({ id: `AwsSolutions-IAM5[${asValidated(node, finding)}]`, reason });
    }
  }
}

/** A reason only when every action granted on '*' really has no resource-level permission. */
function resourcelessReason(policy: CfnPolicy): string | undefined {
  const document = Stack.of(policy).resolve(policy.policyDocument) as { Statement?: Statement[] };
  const onStar = (document.Statement ?? [])
    .filter((s) => [s.Resource].flat().includes('*'))
    .flatMap((s) => [s.Action ?? []].flat());
  if (onStar.length === 0 || !onStar.every((action) => RESOURCELESS.has(action))) return undefined;
  return `${[...new Set(onStar)].join(', ')} support no resource-level permissions, so the resource must be '*'.`;
}

/**
 * The finding as cdk-nag will see it. In a nested stack (the event consumers'), a resource of the
 * parent stack is read through a parameter CDK adds at synth, after this runs: `<DataTable….Arn>`
 * then reads `<referenceto…DataTable…Arn>`, named as CDK names such parameters.
 */
function asValidated(policy: CfnPolicy, finding: string): string {
  const stack = Stack.of(policy);
  const parent = stack.nestedStackParent;
  if (!parent) return finding;
  const own = elementsByLogicalId(stack);
  const parents = elementsByLogicalId(parent);
  return finding.replace(/<(\w+)\.(\w+)>/g, (whole, logicalId: string, attribute: string) => {
    const element = own.has(logicalId) ? undefined : parents.get(logicalId);
    return element ? `<referenceto${Names.nodeUniqueId(element.node)}${attribute}>` : whole;
  });
}

function elementsByLogicalId(stack: Stack): Map<string, CfnElement> {
  const found = new Map<string, CfnElement>();
  for (const node of stack.node.findAll()) {
    if (!CfnElement.isCfnElement(node) || Stack.of(node) !== stack) continue;
    found.set(stack.resolve(node.logicalId) as string, node);
  }
  return found;
}
