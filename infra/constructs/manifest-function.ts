import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  Architecture,
  type Code,
  Function as LambdaFunction,
  LoggingFormat,
  Runtime,
  Tracing,
} from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { ENV, type EnvName, type FunctionSpec } from '../manifest';
import { DeadLetterQueue } from './dead-letter-queue';
import { queuedConcurrency } from '../consumer-queues';
import type { AppResources } from './app-resources';

export const DEFAULT_MEMORY_MB = 256;
export const DEFAULT_TIMEOUT_SECONDS = 10;

// Explicit rather than CDK's grantReadData: no Scan (no request path may read the whole table,
// and IAM is where that holds for sure) and no stream reads for functions that don't need them.
// Transactions need no extra actions: they are authorised per contained operation.
const TABLE_READ = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
];
const TABLE_WRITE = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

/** Invoked asynchronously (EventBridge rule, schedule, one-time schedule or S3 notification), so failures need somewhere to land. */
export const isAsyncTarget = (spec: FunctionSpec) =>
  Boolean(spec.events || spec.schedule || spec.s3Uploads || spec.scheduleTarget);

/** Media keys start with media/ (CloudFront's /media/* is the key), so writers are scoped to it. */
export const MEDIA_OBJECTS = 'media/*';

// A trigger cannot be told its own user pool's id: the pool depends on the trigger, so the
// trigger depending on the pool is a cycle. Triggers read event.userPoolId instead.
const POOL_ENV: EnvName[] = [ENV.userPoolId, ENV.userPoolClientId];

/** Admin-API actions per manifest `userPool` level, on the pool's ARN only. */
export const USER_POOL_ACTIONS: Record<NonNullable<FunctionSpec['userPool']>, string[]> = {
  read: ['cognito-idp:ListUsers'],
  // AdminSetUserPassword moves a new phone user out of FORCE_CHANGE_PASSWORD, so custom auth can finish.
  admin: ['cognito-idp:ListUsers', 'cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword'],
  // An approved host application sets custom:role (docs/decisions/024); nothing else of the pool.
  role: ['cognito-idp:AdminUpdateUserAttributes'],
  // A user deleting their own account removes their sign-in (docs/decisions/042); nothing else of the pool.
  delete: ['cognito-idp:AdminDeleteUser'],
};

export interface ManifestFunctionProps {
  spec: FunctionSpec;
  code: Code;
  resources: AppResources;
}

// One manifest entry as a Lambda: runtime, env, least-privilege grants, logs and tracing.
export class ManifestFunction extends Construct {
  readonly spec: FunctionSpec;
  readonly fn: LambdaFunction;
  readonly deadLetters?: DeadLetterQueue;

  constructor(scope: Construct, id: string, { spec, code, resources }: ManifestFunctionProps) {
    super(scope, id);
    this.spec = spec;
    checkSpec(spec);

    const logGroup = new LogGroup(this, 'Logs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // An own role with write access to its own log group only, instead of the managed
    // AWSLambdaBasicExecutionRole (which allows every log group in the account).
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Yaktiv ${spec.name}`,
    });
    logGroup.grantWrite(role);

    if (isAsyncTarget(spec)) this.deadLetters = new DeadLetterQueue(this, 'DeadLetters', { description: spec.name });

    this.fn = new LambdaFunction(this, 'Function', {
      description: spec.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      handler: 'index.handler',
      code,
      memorySize: spec.memoryMb ?? DEFAULT_MEMORY_MB,
      timeout: Duration.seconds(spec.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS),
      environment: environmentFor(spec, resources),
      role,
      logGroup,
      loggingFormat: LoggingFormat.JSON,
      tracing: Tracing.ACTIVE,
      // Async failures (after Lambda's own retries) land in the same queue as the rule's.
      deadLetterQueue: this.deadLetters?.queue,
    });

    this.grant(spec, resources);

    Validations.of(this.fn).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Pinned to Node.js 22 on purpose: the bundler targets node22 and both move together in one reviewed change.',
    });
  }

  private grant(
    spec: FunctionSpec,
    {
      table,
      buckets,
      bus,
      userPool,
      authSecret,
      razorpaySecrets,
      vapidSecret,
      realtime,
      emailIdentityArns,
    }: AppResources,
  ) {
    if (spec.table) table.grant(this.fn, ...TABLE_READ, ...(spec.table === 'readwrite' ? TABLE_WRITE : []));
    for (const [which, access] of Object.entries(spec.buckets ?? {}) as [keyof AppResources['buckets'], string][]) {
      if (access === 'read') buckets[which].grantRead(this.fn);
      if (access === 'readwrite') buckets[which].grantReadWrite(this.fn);
      if (access === 'put') buckets[which].grantPut(this.fn);
    }
    if (spec.s3Uploads) {
      // What an upload processor does and no more: read and delete the objects it is notified
      // of (List on the bucket too, so a missing key is a 404 rather than a 403), write media.
      // It can't write uploads, nor read, list or delete media.
      const uploads = `${spec.s3Uploads.prefix}*`;
      buckets.uploads.grantRead(this.fn, uploads);
      buckets.uploads.grantDelete(this.fn, uploads);
      buckets.media.grantPut(this.fn, MEDIA_OBJECTS);
    }
    if (spec.publishesEvents) bus.grantPutEventsTo(this.fn);
    // appsync:EventPublish on the live-update API: the only publisher its channels have.
    if (spec.publishesLive) realtime.grantPublish(this.fn);
    // GetSecretValue (and DescribeSecret) on this one secret; its AWS-managed key needs no grant.
    if (spec.readsAuthSecret) authSecret.grantRead(this.fn);
    // Without Razorpay configured there is nothing to read; those functions answer 503.
    for (const which of spec.razorpaySecrets ?? []) razorpaySecrets?.[which].grantRead(this.fn);
    if (spec.readsVapidKeys) vapidSecret?.grantRead(this.fn);
    if (spec.userPool) userPool.grant(this.fn, ...USER_POOL_ACTIONS[spec.userPool]);
    if (spec.sendsEmail) {
      this.fn.addToRolePolicy(
        new PolicyStatement({ actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources: emailIdentityArns }),
      );
    }
    if (spec.sendsSms) {
      // SMS goes straight to a phone number; SNS has no resource ARN for that, so '*'.
      this.fn.addToRolePolicy(new PolicyStatement({ actions: ['sns:Publish'], resources: ['*'] }));
    }
  }
}

/** Manifest mistakes that would deploy but fail at run time (or not deploy at all): fail synth. */
function checkSpec(spec: FunctionSpec) {
  if (spec.cognitoTrigger) {
    const asked = spec.env.filter((name) => POOL_ENV.includes(name));
    if (asked.length > 0) {
      throw new Error(
        `${spec.name} is a Cognito trigger and lists ${asked.join(', ')}; a trigger must read event.userPoolId / ` +
          'event.callerContext.clientId instead (passing them would make the pool depend on itself).',
      );
    }
    if (spec.userPool) {
      throw new Error(
        `${spec.name} is a Cognito trigger and asks for userPool: '${spec.userPool}'; a grant on the pool's ARN would make ` +
          'the pool depend on itself. Move the admin call to a function that is not a trigger.',
      );
    }
  }
  if (spec.userPool && !spec.env.includes(ENV.userPoolId)) {
    throw new Error(`${spec.name} asks for userPool: '${spec.userPool}' but does not list ${ENV.userPoolId} in env`);
  }
  if (spec.s3Uploads) {
    if (!/^[\w-]+\/$/.test(spec.s3Uploads.prefix)) {
      throw new Error(
        `${spec.name} has s3Uploads prefix '${spec.s3Uploads.prefix}'; use one folder ending in '/', e.g. 'raw/'`,
      );
    }
    const missing = [ENV.uploadsBucket, ENV.mediaBucket].filter((name) => !spec.env.includes(name));
    if (missing.length)
      throw new Error(`${spec.name} processes uploads but does not list ${missing.join(', ')} in env`);
  }
  if (spec.createsSchedules) {
    const missing = [ENV.scheduleGroupName, ENV.schedulerRoleArn, ENV.scheduleTargetArns].filter(
      (name) => !spec.env.includes(name),
    );
    if (missing.length)
      throw new Error(`${spec.name} creates schedules but does not list ${missing.join(', ')} in env`);
  }
  if (spec.fansOut && !(spec.env.includes(ENV.workQueueUrls) && queuedConcurrency(spec) !== undefined)) {
    throw new Error(
      `${spec.name} fans out but reads no queue (eventQueue) or does not list ${ENV.workQueueUrls} in env`,
    );
  }
  if (spec.readsAuthSecret && !spec.env.includes(ENV.authSecretArn)) {
    throw new Error(`${spec.name} reads the auth secret but does not list ${ENV.authSecretArn} in env`);
  }
  if (spec.readsVapidKeys && !spec.env.includes(ENV.vapidSecretId)) {
    throw new Error(`${spec.name} reads the VAPID keys but does not list ${ENV.vapidSecretId} in env`);
  }
  const razorpayEnv = {
    key: [ENV.razorpayKeyId, ENV.razorpayKeySecretId],
    webhook: [ENV.razorpayWebhookSecretId],
  } as const;
  for (const which of spec.razorpaySecrets ?? []) {
    const missing = razorpayEnv[which].filter((name) => !spec.env.includes(name));
    if (missing.length)
      throw new Error(`${spec.name} reads the Razorpay ${which} secret but does not list ${missing.join(', ')} in env`);
  }
}

function environmentFor(spec: FunctionSpec, resources: AppResources): Record<string, string> {
  return {
    ...Object.fromEntries(spec.env.map((name) => [name, resources.env[name]])),
    ...resources.observabilityEnv,
    ...(spec.routes?.length ? resources.routeEnv : {}),
  };
}
