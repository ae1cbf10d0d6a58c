// Every function of the app, declared once. The CDK stack turns this into Lambdas, routes,
// authorizers, rules, DLQs and grants; the local stack runs the same entries in process.
// Nothing here may be written again elsewhere: add a route here and both runtimes have it.

/** Environment variable names a function can ask for; values come from the runtime. */
export const ENV = {
  stage: 'STAGE',
  tableName: 'TABLE_NAME',
  eventBusName: 'EVENT_BUS_NAME',
  uploadsBucket: 'UPLOADS_BUCKET',
  mediaBucket: 'MEDIA_BUCKET',
  appUrl: 'APP_URL',
  emailFrom: 'EMAIL_FROM',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
} as const;
export type EnvName = (typeof ENV)[keyof typeof ENV];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ANY';
export type Access = 'read' | 'readwrite';
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
  buckets?: { uploads?: Access; media?: Access };
  publishesEvents?: boolean;
  sendsEmail?: boolean;
  sendsSms?: boolean;
  memoryMb?: number;
  timeoutSeconds?: number;
}

export const FUNCTIONS: FunctionSpec[] = [
  {
    name: 'get-health',
    entry: 'functions/handlers/http/get-health.ts',
    description: 'Public health check: reports whether the table is reachable',
    routes: [{ method: 'GET', path: '/api/health', auth: false }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'get-me',
    entry: 'functions/handlers/http/get-me.ts',
    description: "The signed-in user's profile (spec users-me)",
    routes: [{ method: 'GET', path: '/api/me', auth: true }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'put-me',
    entry: 'functions/handlers/http/put-me.ts',
    description: "Updates the signed-in user's own profile",
    routes: [{ method: 'PUT', path: '/api/me', auth: true }],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'not-found',
    entry: 'functions/handlers/http/not-found.ts',
    description: 'Answers JSON 404 for any /api path no other route claims',
    routes: [{ method: 'ANY', path: '/api/{proxy+}', auth: false }],
    env: [],
  },
  {
    name: 'publish-events',
    entry: 'functions/handlers/stream/publish-events.ts',
    description: 'Publishes outbox items from the table stream to the event bus',
    tableStream: true,
    env: [ENV.eventBusName],
    publishesEvents: true,
  },
];

export const httpRoutes = () =>
  FUNCTIONS.flatMap((fn) => (fn.routes ?? []).map((route) => ({ ...route, fn })));
