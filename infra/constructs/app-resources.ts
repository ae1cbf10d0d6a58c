import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { EnvName } from '../manifest';

/** What a manifest function can be given access to, and the value behind each env name. */
export interface AppResources {
  table: ITable;
  buckets: { uploads: IBucket; media: IBucket; web: IBucket };
  bus: IEventBus;
  /** For `userPool` grants; never given to a Cognito trigger (the pool depends on its triggers). */
  userPool: IUserPool;
  /** The magic-link signing key; readable only by functions with `readsAuthSecret`. */
  authSecret: ISecret;
  /** Razorpay's key and webhook secrets (by name), when configured; readable per `razorpaySecrets`. */
  razorpaySecrets?: { key: ISecret; webhook: ISecret };
  /** The VAPID key pair of Web Push (by name), when configured; readable per `readsVapidKeys`. */
  vapidSecret?: ISecret;
  /** SES identities the sender may use (its address and its domain). */
  emailIdentityArns: string[];
  /** The live-update API: who may publish to its channels (`publishesLive`). */
  realtime: { grantPublish(grantee: IGrantable): void };
  /** Every ENV name has a value; a function only receives the names it lists. */
  env: Record<EnvName, string>;
  /** Given to every function (Powertools' service name and metrics namespace). */
  observabilityEnv: Record<string, string>;
  /** Given to every function that serves API routes (the origin header's secret). */
  routeEnv: Record<string, string>;
}
