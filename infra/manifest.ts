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
  /** Secrets Manager id of the key that signs magic links. */
  authSecretArn: 'AUTH_SECRET_ARN',
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
  /** Reads the magic-link signing key (Secrets Manager). */
  readsAuthSecret?: boolean;
  /** Calls the user pool's admin API: 'read' = ListUsers, 'admin' = also AdminCreateUser. */
  userPool?: 'read' | 'admin';
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
    name: 'post-magic-link',
    entry: 'functions/handlers/http/post-magic-link.ts',
    description: 'Records a magic-link request (one per address per minute); the same answer for every address',
    routes: [{ method: 'POST', path: '/api/auth/magic-link', auth: false }],
    env: [ENV.tableName, ENV.userPoolId, ENV.userPoolClientId, ENV.appUrl, ENV.authSecretArn, ENV.emailFrom],
    table: 'readwrite',
  },
  {
    name: 'send-magic-link',
    entry: 'functions/handlers/events/send-magic-link.ts',
    description: 'Issues the newest magic link and e-mails it, once per request event',
    events: { detailType: ['MagicLinkRequested.v1'] },
    env: [ENV.tableName, ENV.userPoolId, ENV.userPoolClientId, ENV.appUrl, ENV.authSecretArn, ENV.emailFrom],
    table: 'readwrite',
    readsAuthSecret: true,
    userPool: 'read',
    sendsEmail: true,
  },
  {
    name: 'post-phone-sign-in',
    entry: 'functions/handlers/http/post-phone-sign-in.ts',
    description: 'Makes sure a phone number has a pool user before its code sign-in',
    routes: [{ method: 'POST', path: '/api/auth/phone', auth: false }],
    env: [ENV.userPoolId],
    userPool: 'admin',
  },
  {
    name: 'define-auth-challenge',
    entry: 'functions/handlers/auth/define-auth-challenge.ts',
    description: 'Custom auth: decides the next step of a magic-link or SMS-code sign-in',
    cognitoTrigger: 'defineAuthChallenge',
    env: [],
  },
  {
    name: 'create-auth-challenge',
    entry: 'functions/handlers/auth/create-auth-challenge.ts',
    description: 'Custom auth: asks for the link or sends the SMS code',
    cognitoTrigger: 'createAuthChallenge',
    env: [ENV.tableName],
    table: 'readwrite',
    sendsSms: true,
  },
  {
    name: 'verify-auth-challenge-response',
    entry: 'functions/handlers/auth/verify-auth-challenge-response.ts',
    description: 'Custom auth: checks a magic link or an SMS code, once',
    cognitoTrigger: 'verifyAuthChallengeResponse',
    env: [ENV.tableName, ENV.authSecretArn],
    table: 'readwrite',
    readsAuthSecret: true,
  },
  {
    name: 'pre-sign-up',
    entry: 'functions/handlers/auth/pre-sign-up.ts',
    description: 'Checks the role chosen at sign-up; confirms phone users the API creates',
    cognitoTrigger: 'preSignUp',
    env: [],
  },
  {
    name: 'post-confirmation',
    entry: 'functions/handlers/auth/post-confirmation.ts',
    description: 'Creates the profile item of a confirmed sign-up',
    cognitoTrigger: 'postConfirmation',
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'custom-message',
    entry: 'functions/handlers/auth/custom-message.ts',
    description: "Writes the pool's confirmation and password-reset e-mails",
    cognitoTrigger: 'customMessage',
    env: [ENV.appUrl],
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
