// The shape of one function's declaration. Each domain lists its functions in its own manifest.ts
// (functions/<domain>/manifest.ts); infra/manifest.ts gathers them, and the CDK stack and the local
// stack both read that list. Kept here, under functions/, so the domains describe their functions
// without importing infra/.

import { ENV, type EnvName } from './env-names';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ANY';
export type Access = 'read' | 'readwrite';
/** 'put': may create objects but not read or delete them (e.g. to sign upload forms). */
export type BucketAccess = Access | 'put';
export type CognitoTrigger =
  | 'preSignUp'
  | 'postConfirmation'
  | 'defineAuthChallenge'
  | 'createAuthChallenge'
  | 'verifyAuthChallengeResponse'
  | 'customMessage';

export interface HttpRoute {
  method: HttpMethod;
  /** API Gateway route path, e.g. '/api/games/{id}'. '{proxy+}' is greedy. */
  path: string;
  /** true: the Cognito JWT authorizer guards it (an access token is required). */
  auth: boolean;
}

export interface EventSubscription {
  /** EventBridge detail-types this consumer wants, e.g. 'JoinRequested.v1'. */
  detailType: string[];
}

export interface FunctionSpec {
  /** kebab-case, unique; also the handler's file name. */
  name: string;
  /** Path of the handler module from the repo root; it exports `handler`. */
  entry: string;
  description: string;
  routes?: HttpRoute[];
  events?: EventSubscription;
  cognitoTrigger?: CognitoTrigger;
  /** EventBridge schedule expression, e.g. 'rate(5 minutes)'. */
  schedule?: string;
  /** Reads the table's stream (only the event publisher does). */
  tableStream?: boolean;
  env: EnvName[];
  table?: Access;
  /** web: the built SPA (only its HTML shells are read, by the share-page function). */
  buckets?: { uploads?: BucketAccess; media?: BucketAccess; web?: 'read' };
  /**
   * Invoked by S3 for each object created in the uploads bucket under this key prefix; may read
   * and delete those objects and write media/* (and nothing else of either bucket).
   */
  s3Uploads?: { prefix: string };
  publishesEvents?: boolean;
  /** Publishes to the live-update API's channels (IAM publish on the Events API, REALTIME_PUBLISH_URL). */
  publishesLive?: boolean;
  /** Reads the app's VAPID key pair for Web Push (Secrets Manager, VAPID_SECRET_ID). */
  readsVapidKeys?: boolean;
  /** Reads the magic-link signing key (Secrets Manager). */
  readsAuthSecret?: boolean;
  /** Reads Razorpay's key secret and/or webhook secret (Secrets Manager, decision 015). */
  razorpaySecrets?: ('key' | 'webhook')[];
  /**
   * Calls the user pool's admin API: 'read' = ListUsers, 'admin' = also AdminCreateUser,
   * 'role' = AdminUpdateUserAttributes only (an approved host application sets custom:role),
   * 'delete' = AdminDeleteUser only (a user deletes their own account).
   */
  userPool?: 'read' | 'admin' | 'role' | 'delete';
  sendsEmail?: boolean;
  sendsSms?: boolean;
  /**
   * Creates, moves and deletes one-time schedules (EventBridge Scheduler) that invoke
   * these manifest functions: scheduler actions on the app's schedule group, iam:PassRole of the
   * role Scheduler assumes, and SCHEDULE_TARGET_ARNS naming each target's ARN.
   */
  createsSchedules?: string[];
  /** Invoked by one-time schedules: the scheduler's role may invoke it; failures land in its DLQ. */
  scheduleTarget?: boolean;
  /**
   * Read its events from an SQS queue, at most this many copies at once, instead of being invoked
   * by EventBridge per event (infra/consumer-queues.ts). Consumers that send e-mail or SMS are
   * queued without asking.
   */
  eventQueue?: { maximumConcurrency: number };
  /**
   * Sends work to the queue it reads its events from (SendMessage on it, WORK_QUEUE_URLS naming it):
   * an event whose effect reaches every request of a game is handled a page per delivery, one
   * message per request. Only for queued consumers.
   */
  fansOut?: boolean;
  memoryMb?: number;
  timeoutSeconds?: number;
}

/** 'METHOD /path', e.g. 'POST /api/games/{id}/join'. */
export type RouteText = `${HttpMethod} /${string}`;

/**
 * How a domain writes a function in its manifest: what can be derived is left out.
 * - The handler is always functions/<domain>/handlers/<name>.ts.
 * - `routes` are signed-in routes (a Cognito access token is required): guarded unless a route
 *   is listed in `publicRoutes`, so forgetting the flag fails closed.
 * - A function with `table` access gets TABLE_NAME; `env` lists only what it needs beyond that.
 */
export type FunctionDeclaration = Omit<FunctionSpec, 'entry' | 'routes' | 'env'> & {
  routes?: RouteText[];
  publicRoutes?: RouteText[];
  env?: EnvName[];
};

const route = (text: RouteText, auth: boolean): HttpRoute => {
  const space = text.indexOf(' ');
  return { method: text.slice(0, space) as HttpMethod, path: text.slice(space + 1), auth };
};

export function declareFunctions(domain: string, declarations: FunctionDeclaration[]): FunctionSpec[] {
  return declarations.map(({ routes = [], publicRoutes = [], env = [], ...rest }) => {
    const httpRoutes = [...routes.map((text) => route(text, true)), ...publicRoutes.map((text) => route(text, false))];
    return {
      ...rest,
      entry: `functions/${domain}/handlers/${rest.name}.ts`,
      ...(httpRoutes.length > 0 ? { routes: httpRoutes } : {}),
      env: rest.table ? [ENV.tableName, ...env.filter((name) => name !== ENV.tableName)] : env,
    };
  });
}
