import { beforeAll, describe, expect, it } from 'vitest';
import type { Template } from 'aws-cdk-lib/assertions';
import { ENV, FUNCTIONS, type FunctionSpec } from '@infra/manifest';
import { OBSERVABILITY_ENV } from '@functions/platform/env-names';
import { buildStack } from './stack-fixture';

// The cover-image slice of the real stack: S3 → processor notification, the processor's and
// the signer's exact S3 rights, and the processor's dead-letter queue and alarm.

let template: Template;
beforeAll(() => {
  ({ template } = buildStack());
});

type Resource = { Type: string; Properties: Record<string, any> };
type Statement = { Action: string | string[]; Resource: unknown; Effect: string };
const resources = (type: string) => Object.entries(template.findResources(type) as Record<string, Resource>);
const processor = FUNCTIONS.find((fn) => fn.s3Uploads)!;
const signer = FUNCTIONS.find((fn) => fn.routes?.some((r) => r.path === '/api/uploads/cover-image'))!;
const functionOf = (spec: FunctionSpec) =>
  resources('AWS::Lambda::Function').find(([, fn]) => fn.Properties.Description === spec.description)!;
const statementsOf = (spec: FunctionSpec): Statement[] => {
  const role = functionOf(spec)[1].Properties.Role['Fn::GetAtt'][0];
  return resources('AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === role))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
};
const uploadsBucket = () => {
  const ids = resources('AWS::S3::Bucket')
    .map(([id]) => id)
    .filter((id) => id.startsWith('StorageUploads'));
  expect(ids).toHaveLength(1);
  return ids[0]!;
};
const s3Statements = (spec: FunctionSpec) =>
  statementsOf(spec).filter((s) => [s.Action].flat().some((a) => a.startsWith('s3:')));
/** Resources as '<bucket>' or '<bucket>/<path>' for readable assertions. */
const where = (resource: unknown): string[] =>
  [resource].flat().map((r) => {
    const json = JSON.stringify(r);
    const bucket = /Storage(Uploads|Media)/.exec(json)?.[1]?.toLowerCase() ?? json;
    const path = /"(\/[^"]*)"\]\]\}$/.exec(json)?.[1] ?? '';
    return `${bucket}${path}`;
  });

describe('the cover-image processor', () => {
  it('is declared once, for objects created under raw/ in the uploads bucket', () => {
    expect(FUNCTIONS.filter((fn) => fn.s3Uploads)).toHaveLength(1);
    expect(processor.s3Uploads).toEqual({ prefix: 'raw/' });
  });

  it('is notified by the uploads bucket of ObjectCreated under the prefix only', () => {
    template.hasResourceProperties('Custom::S3BucketNotifications', {
      BucketName: { Ref: uploadsBucket() },
      NotificationConfiguration: {
        LambdaFunctionConfigurations: [
          {
            Events: ['s3:ObjectCreated:*'],
            Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: processor.s3Uploads!.prefix }] } },
            LambdaFunctionArn: { 'Fn::GetAtt': [functionOf(processor)[0], 'Arn'] },
          },
        ],
      },
    });
    template.resourceCountIs('Custom::S3BucketNotifications', 1);
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      FunctionName: { 'Fn::GetAtt': [functionOf(processor)[0], 'Arn'] },
      Principal: 's3.amazonaws.com',
      SourceArn: { 'Fn::GetAtt': [uploadsBucket(), 'Arn'] },
      SourceAccount: { Ref: 'AWS::AccountId' },
    });
  });

  it('may read and delete raw uploads and write media, and nothing else in S3', () => {
    const grants = s3Statements(processor).map((s) => ({
      actions: [s.Action].flat().sort(),
      where: where(s.Resource),
    }));
    expect(grants).toEqual([
      { actions: ['s3:GetBucket*', 's3:GetObject*', 's3:List*'], where: ['uploads', 'uploads/raw/*'] },
      { actions: ['s3:DeleteObject*'], where: ['uploads/raw/*'] },
      {
        actions: [
          's3:Abort*',
          's3:PutObject',
          's3:PutObjectLegalHold',
          's3:PutObjectRetention',
          's3:PutObjectTagging',
          's3:PutObjectVersionTagging',
        ],
        where: ['media/media/*'],
      },
    ]);
    expect(statementsOf(processor).some((s) => [s.Action].flat().some((a) => a.startsWith('dynamodb:')))).toBe(false);
  });

  it('dead-letters failed deliveries into an encrypted queue with an alarm, after Lambda’s retries', () => {
    const [, fn] = functionOf(processor);
    const queue = fn.Properties.DeadLetterConfig.TargetArn['Fn::GetAtt'][0];
    expect(template.toJSON().Resources[queue].Properties.SqsManagedSseEnabled).toBe(true);
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queue, 'QueueName'] } }],
    });
    expect(statementsOf(processor)).toContainEqual(
      expect.objectContaining({ Action: 'sqs:SendMessage', Resource: { 'Fn::GetAtt': [queue, 'Arn'] } }),
    );
  });

  it('has room for big photos: the manifest memory and timeout, both bucket names and no others', () => {
    const [, fn] = functionOf(processor);
    expect(fn.Properties).toMatchObject({ MemorySize: processor.memoryMb, Timeout: processor.timeoutSeconds });
    expect(Object.keys(fn.Properties.Environment.Variables).sort()).toEqual(
      [ENV.mediaBucket, ENV.uploadsBucket, ...Object.values(OBSERVABILITY_ENV)].sort(),
    );
  });
});

describe('the upload signer', () => {
  it('may only put objects into the uploads bucket (the presigned POST acts as it)', () => {
    const grants = s3Statements(signer).map((s) => ({ actions: [s.Action].flat(), where: where(s.Resource) }));
    expect(grants).toHaveLength(1);
    expect(grants[0]!.where).toEqual(['uploads/*']);
    expect(grants[0]!.actions).toContain('s3:PutObject');
    expect(grants[0]!.actions.some((a) => /Get|Delete|List/.test(a))).toBe(false);
  });

  it("tells browsers the bucket's regional endpoint, which allows POST from the app's origin", () => {
    const [, fn] = functionOf(signer);
    expect(fn.Properties.Environment.Variables[ENV.uploadsUrl]).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [uploadsBucket(), 'RegionalDomainName'] }]],
    });
    const [, bucket] = resources('AWS::S3::Bucket').find(([id]) => id === uploadsBucket())!;
    expect(bucket.Properties.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({
        AllowedMethods: ['POST'],
        AllowedOrigins: [
          {
            'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [expect.stringMatching(/^CdnDistribution/), 'DomainName'] }]],
          },
        ],
      }),
    ]);
  });
});

describe('serving covers', () => {
  it("doesn't cache a cover's 403/404 while the browser polls for it", () => {
    const [, distribution] = resources('AWS::CloudFront::Distribution')[0]!;
    expect(distribution.Properties.DistributionConfig.CustomErrorResponses).toEqual([
      { ErrorCode: 403, ErrorCachingMinTTL: 0 },
      { ErrorCode: 404, ErrorCachingMinTTL: 0 },
    ]);
  });
});

describe('manifest checks', () => {
  const base: FunctionSpec = {
    name: 'process-x',
    entry: 'functions/handlers/s3/process-x.ts',
    description: 'x',
    env: [ENV.uploadsBucket, ENV.mediaBucket],
    s3Uploads: { prefix: 'raw/' },
  };

  it('refuses a prefix that is not one folder', () => {
    for (const prefix of ['', 'raw', '*', 'a/b/']) {
      expect(() => buildStack({ functions: [{ ...base, s3Uploads: { prefix } }] }), prefix).toThrow(/s3Uploads prefix/);
    }
  });

  it('refuses a processor without both bucket names in env', () => {
    expect(() => buildStack({ functions: [{ ...base, env: [ENV.uploadsBucket] }] })).toThrow(
      /does not list MEDIA_BUCKET/,
    );
  });
});
