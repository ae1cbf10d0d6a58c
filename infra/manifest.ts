// Every function of the app, declared once. The CDK stack turns this into Lambdas, routes,
// authorizers, rules, DLQs and grants; the local stack runs the same entries in process.
// Nothing here may be written again elsewhere: add a route here and both runtimes have it.

import { ENV, type EnvName } from '../functions/platform/env-names';
import { SCHEDULE_TARGETS } from '../functions/platform/schedule-targets';

export { ENV, type EnvName };

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
  /** Reads the magic-link signing key (Secrets Manager). */
  readsAuthSecret?: boolean;
  /** Reads Razorpay's key secret and/or webhook secret (Secrets Manager, decision 015). */
  razorpaySecrets?: ('key' | 'webhook')[];
  /**
   * Calls the user pool's admin API: 'read' = ListUsers, 'admin' = also AdminCreateUser,
   * 'role' = AdminUpdateUserAttributes only (an approved host application sets custom:role).
   */
  userPool?: 'read' | 'admin' | 'role';
  sendsEmail?: boolean;
  sendsSms?: boolean;
  /**
   * Creates, moves and deletes one-time schedules (EventBridge Scheduler, issue 12) that invoke
   * these manifest functions: scheduler actions on the app's schedule group, iam:PassRole of the
   * role Scheduler assumes, and SCHEDULE_TARGET_ARNS naming each target's ARN.
   */
  createsSchedules?: string[];
  /** Invoked by one-time schedules: the scheduler's role may invoke it; failures land in its DLQ. */
  scheduleTarget?: boolean;
  memoryMb?: number;
  timeoutSeconds?: number;
}

export const FUNCTIONS: FunctionSpec[] = [
  {
    name: 'get-health',
    entry: 'functions/platform/handlers/get-health.ts',
    description: 'Public health check: reports whether the table is reachable',
    routes: [{ method: 'GET', path: '/api/health', auth: false }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'get-me',
    entry: 'functions/accounts/handlers/get-me.ts',
    description: "The signed-in user's profile (spec users-me)",
    routes: [{ method: 'GET', path: '/api/me', auth: true }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'put-me',
    entry: 'functions/accounts/handlers/put-me.ts',
    description: "Updates the signed-in user's own profile",
    routes: [{ method: 'PUT', path: '/api/me', auth: true }],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'post-magic-link',
    entry: 'functions/accounts/handlers/post-magic-link.ts',
    description: 'Records a magic-link request (one per address per minute); the same answer for every address',
    routes: [{ method: 'POST', path: '/api/auth/magic-link', auth: false }],
    env: [ENV.tableName, ENV.userPoolId, ENV.userPoolClientId, ENV.appUrl, ENV.authSecretArn, ENV.emailFrom],
    table: 'readwrite',
  },
  {
    name: 'send-magic-link',
    entry: 'functions/accounts/handlers/send-magic-link.ts',
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
    entry: 'functions/accounts/handlers/post-phone-sign-in.ts',
    description: 'Makes sure a phone number has a pool user before its code sign-in',
    routes: [{ method: 'POST', path: '/api/auth/phone', auth: false }],
    // The table holds the SMS budget it checks before any account is created.
    env: [ENV.userPoolId, ENV.tableName, ENV.smsCountryCodes],
    table: 'read',
    userPool: 'admin',
  },
  {
    name: 'define-auth-challenge',
    entry: 'functions/accounts/handlers/define-auth-challenge.ts',
    description: 'Custom auth: decides the next step of a magic-link or SMS-code sign-in',
    cognitoTrigger: 'defineAuthChallenge',
    env: [],
  },
  {
    name: 'create-auth-challenge',
    entry: 'functions/accounts/handlers/create-auth-challenge.ts',
    description: 'Custom auth: asks for the link or sends the SMS code',
    cognitoTrigger: 'createAuthChallenge',
    env: [ENV.tableName],
    table: 'readwrite',
    sendsSms: true,
  },
  {
    name: 'verify-auth-challenge-response',
    entry: 'functions/accounts/handlers/verify-auth-challenge-response.ts',
    description: 'Custom auth: checks a magic link or an SMS code, once',
    cognitoTrigger: 'verifyAuthChallengeResponse',
    env: [ENV.tableName, ENV.authSecretArn],
    table: 'readwrite',
    readsAuthSecret: true,
  },
  {
    name: 'pre-sign-up',
    entry: 'functions/accounts/handlers/pre-sign-up.ts',
    description: 'Checks the role chosen at sign-up; confirms phone users the API creates',
    cognitoTrigger: 'preSignUp',
    env: [],
  },
  {
    name: 'post-confirmation',
    entry: 'functions/accounts/handlers/post-confirmation.ts',
    description: 'Creates the profile item of a confirmed sign-up',
    cognitoTrigger: 'postConfirmation',
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'custom-message',
    entry: 'functions/accounts/handlers/custom-message.ts',
    description: "Writes the pool's confirmation and password-reset e-mails",
    cognitoTrigger: 'customMessage',
    env: [ENV.appUrl],
  },
  // ---- Games, discover and search (issue 4) ----
  {
    name: 'post-game',
    entry: 'functions/games/handlers/post-game.ts',
    description: 'A host publishes a game (one per title per day, race-free)',
    routes: [{ method: 'POST', path: '/api/games', auth: true }],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'get-games',
    entry: 'functions/discover/handlers/get-games.ts',
    description: 'Discover: upcoming games with filters and real distances',
    routes: [{ method: 'GET', path: '/api/games', auth: false }],
    env: [ENV.tableName],
    // Keeps discover's cell pages (decision 034).
    table: 'readwrite',
  },
  {
    name: 'get-featured-games',
    entry: 'functions/discover/handlers/get-featured-games.ts',
    description: "Home's trending games: the next upcoming ones",
    routes: [{ method: 'GET', path: '/api/games/featured', auth: false }],
    env: [ENV.tableName],
    // Keeps discover's cell pages (decision 034).
    table: 'readwrite',
  },
  {
    name: 'get-game',
    entry: 'functions/games/handlers/get-game.ts',
    description: "One game with its host's card",
    routes: [{ method: 'GET', path: '/api/games/{id}', auth: false }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'put-game',
    entry: 'functions/games/handlers/put-game.ts',
    description: 'The host edits their own game',
    routes: [{ method: 'PUT', path: '/api/games/{id}', auth: true }],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'delete-game',
    entry: 'functions/games/handlers/delete-game.ts',
    description: 'The host deletes their game, or cancels it when players asked to join',
    routes: [{ method: 'DELETE', path: '/api/games/{id}', auth: true }],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'get-host-games',
    entry: 'functions/hosting/handlers/get-host-games.ts',
    description: "The signed-in host's games for the dashboard",
    routes: [{ method: 'GET', path: '/api/host/games', auth: true }],
    env: [ENV.tableName],
    table: 'read',
  },
  // ---- Host dashboard (issue 12, docs/api-host.md) ----
  {
    name: 'get-host-dashboard',
    entry: 'functions/hosting/handlers/get-host-dashboard.ts',
    description:
      "The signed-in host's dashboard in one call, from kept aggregates and kept lists (it writes them back when stale)",
    routes: [{ method: 'GET', path: '/api/host/dashboard', auth: true }],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'get-host-requests',
    entry: 'functions/hosting/handlers/get-host-requests.ts',
    description: "The dashboard's Requests tab, next page: the host's pending requests after a cursor, oldest first",
    routes: [{ method: 'GET', path: '/api/host/requests', auth: true }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'get-host-analytics',
    entry: 'functions/hosting/handlers/get-host-analytics.ts',
    description: "The dashboard's Analytics tab: players per played game, revenue per IST month (last 12)",
    routes: [{ method: 'GET', path: '/api/host/analytics', auth: true }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'update-host-stats',
    entry: 'functions/hosting/handlers/update-host-stats.ts',
    description: "Keeps each host's dashboard aggregates (pending, money, finished games), once per event",
    events: {
      detailType: [
        'JoinRequested.v1',
        'JoinDecided.v1',
        'JoinWithdrawn.v1',
        'PaymentConfirmed.v1',
        'PaymentWaitlisted.v1',
        'RefundRequested.v1',
        'GameStatusChanged.v1',
      ],
    },
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'post-game-report',
    entry: 'functions/admin/handlers/post-game-report.ts',
    description: 'Records one report per user per game for the moderators',
    routes: [{ method: 'POST', path: '/api/games/{id}/reports', auth: true }],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'get-search',
    entry: 'functions/search/handlers/get-search.ts',
    description: 'Prefix search of upcoming games and communities',
    routes: [{ method: 'GET', path: '/api/search', auth: false }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'update-search-index',
    entry: 'functions/search/handlers/update-search-index.ts',
    description: 'Keeps the search index in line with games and communities',
    events: {
      detailType: [
        'GameCreated.v1',
        'GameUpdated.v1',
        'GameDeleted.v1',
        'GameCancelled.v1',
        'GameStatusChanged.v1',
        'CommunityCreated.v1',
        'CommunityUpdated.v1',
        'CommunityDeleted.v1',
      ],
    },
    env: [ENV.tableName],
    table: 'readwrite',
  },
  // ---- Games that finish: upcoming → ongoing → completed on one-time schedules (issue 12, decision 025) ----
  {
    name: 'schedule-game-status',
    entry: 'functions/games/handlers/schedule-game-status.ts',
    description: "Keeps each game's start and end schedules in line with it: created, moved, deleted",
    events: { detailType: ['GameCreated.v1', 'GameUpdated.v1', 'GameCancelled.v1', 'GameDeleted.v1'] },
    env: [ENV.tableName, ENV.scheduleGroupName, ENV.schedulerRoleArn, ENV.scheduleTargetArns],
    // readwrite: a move already due when the game is scheduled (edited after its end) is made at once.
    table: 'readwrite',
    createsSchedules: [SCHEDULE_TARGETS.gameStatus],
  },
  {
    name: SCHEDULE_TARGETS.gameStatus,
    entry: 'functions/games/handlers/advance-game-status.ts',
    description: "A game's schedule fired: moves it to ongoing or completed while it is still as scheduled",
    scheduleTarget: true,
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'schedule-reminders',
    entry: 'functions/notifications/handlers/schedule-reminders.ts',
    description:
      "Keeps each confirmed player's and each host's game reminders (24 h and 2 h before) in line with the request and the game",
    events: {
      detailType: [
        'JoinDecided.v1',
        'PaymentConfirmed.v1',
        'PlayerPromoted.v1',
        'JoinWithdrawn.v1',
        'PaymentOfferExpired.v1',
        'GameCreated.v1',
        'GameUpdated.v1',
        'GameCancelled.v1',
        'GameDeleted.v1',
      ],
    },
    env: [ENV.tableName, ENV.scheduleGroupName, ENV.schedulerRoleArn, ENV.scheduleTargetArns],
    table: 'read',
    createsSchedules: [SCHEDULE_TARGETS.reminder],
  },
  {
    name: SCHEDULE_TARGETS.reminder,
    entry: 'functions/notifications/handlers/send-reminder.ts',
    description:
      'A reminder schedule fired: e-mails and notifies the player or host once, while they are still going to the game as scheduled',
    scheduleTarget: true,
    env: [ENV.tableName, ENV.appUrl, ENV.emailFrom],
    table: 'readwrite',
    sendsEmail: true,
  },
  {
    name: 'sweep-game-statuses',
    entry: 'functions/games/handlers/sweep-game-statuses.ts',
    description: 'Moves games whose start or end passed without their schedule firing, and schedules what remains',
    schedule: 'rate(15 minutes)',
    env: [ENV.tableName, ENV.scheduleGroupName, ENV.schedulerRoleArn, ENV.scheduleTargetArns],
    table: 'readwrite',
    createsSchedules: [SCHEDULE_TARGETS.gameStatus],
    timeoutSeconds: 60,
  },
  {
    name: 'post-cover-image-upload',
    entry: 'functions/games/handlers/post-cover-image-upload.ts',
    description: 'A host gets a presigned POST to upload one cover image straight to S3',
    routes: [{ method: 'POST', path: '/api/uploads/cover-image', auth: true }],
    env: [ENV.tableName, ENV.uploadsBucket, ENV.uploadsUrl],
    table: 'read',
    // The form is signed with this role's credentials, so S3 authorises the upload as a put by it.
    buckets: { uploads: 'put' },
  },
  {
    name: 'process-cover-image',
    entry: 'functions/games/handlers/process-cover-image.ts',
    description: 'Turns a raw cover upload into resized WebP and JPEG media without metadata, or deletes it',
    s3Uploads: { prefix: 'raw/' },
    env: [ENV.uploadsBucket, ENV.mediaBucket],
    memoryMb: 2048,
    timeoutSeconds: 60,
  },
  // ---- Joining a game: requests, decisions, passes, nudges, check-in, notifications (issue 5) ----
  {
    name: 'post-join-request',
    entry: 'functions/joins/handlers/post-join-request.ts',
    description: 'join-game: a player asks to join (one request per player per game, race-free)',
    routes: [{ method: 'POST', path: '/api/games/{id}/join', auth: true }],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'get-my-request',
    entry: 'functions/joins/handlers/get-my-request.ts',
    description: "The caller's own request for a game",
    routes: [{ method: 'GET', path: '/api/games/{id}/my-request', auth: true }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'get-payment-details',
    entry: 'functions/payments/handlers/get-payment-details.ts',
    description: "The host's UPI ID, for the host and the players they accepted",
    routes: [{ method: 'GET', path: '/api/games/{id}/payment-details', auth: true }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'get-my-requests',
    entry: 'functions/joins/handlers/get-my-requests.ts',
    description: "My Game Requests: the caller's requests with their games and passes",
    routes: [{ method: 'GET', path: '/api/me/requests', auth: true }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'get-join-requests',
    entry: 'functions/joins/handlers/get-join-requests.ts',
    description: "get-join-requests: the game's host reads its requests",
    routes: [{ method: 'GET', path: '/api/games/{id}/requests', auth: true }],
    env: [ENV.tableName, ENV.appUrl],
    table: 'read',
  },
  {
    name: 'post-join-decision',
    entry: 'functions/joins/handlers/post-join-decision.ts',
    description: "update-join-request: the game's host accepts, waitlists or rejects (capacity race-free)",
    routes: [{ method: 'POST', path: '/api/requests/{id}/decision', auth: true }],
    env: [ENV.tableName, ENV.appUrl],
    table: 'readwrite',
  },
  {
    name: 'post-request-withdrawal',
    entry: 'functions/joins/handlers/post-request-withdrawal.ts',
    description:
      'A player withdraws their request: a paid one is refunded per the policy; a freed spot goes to the waitlist',
    routes: [{ method: 'POST', path: '/api/requests/{id}/withdraw', auth: true }],
    // APP_URL: a freed paid spot is offered with a payment link.
    env: [ENV.tableName, ENV.appUrl],
    table: 'readwrite',
  },
  {
    name: 'post-nudge',
    entry: 'functions/joins/handlers/post-nudge.ts',
    description: 'nudge_host: a pending player reminds the host (3 times, 24 h apart, race-free)',
    routes: [{ method: 'POST', path: '/api/requests/{id}/nudge', auth: true }],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'post-check-in',
    entry: 'functions/joins/handlers/post-check-in.ts',
    description: "The game's host checks a pass in at the venue, once",
    routes: [{ method: 'POST', path: '/api/games/{id}/check-ins', auth: true }],
    env: [ENV.tableName, ENV.appUrl],
    table: 'readwrite',
  },
  {
    name: 'get-check-ins',
    entry: 'functions/joins/handlers/get-check-ins.ts',
    description: "Who has arrived at the host's game",
    routes: [{ method: 'GET', path: '/api/games/{id}/check-ins', auth: true }],
    env: [ENV.tableName, ENV.appUrl],
    table: 'read',
  },
  {
    name: 'get-notifications',
    entry: 'functions/notifications/handlers/get-notifications.ts',
    description: "The bell: the caller's latest 20 notifications and the unread count",
    routes: [{ method: 'GET', path: '/api/notifications', auth: true }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'post-notifications-read',
    entry: 'functions/notifications/handlers/post-notifications-read.ts',
    description: "Marks the caller's notifications read",
    routes: [{ method: 'POST', path: '/api/notifications/read', auth: true }],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'send-join-notifications',
    entry: 'functions/notifications/handlers/send-join-notifications.ts',
    description: 'Join, decision, nudge, withdrawal, promotion and cancellation → notification and e-mail, once each',
    events: {
      detailType: [
        'JoinRequested.v1',
        'JoinDecided.v1',
        'HostNudged.v1',
        'JoinWithdrawn.v1',
        'PlayerPromoted.v1',
        'GameCancelled.v1',
        'PaymentConfirmed.v1',
        'PaymentWaitlisted.v1',
        'PaymentOffered.v1',
        'PaymentOfferExpired.v1',
        'RefundRequested.v1',
        // Issue 12: operators' decisions reach the applicant and the host (services/admin-notifier.ts).
        'HostApplicationDecided.v1',
        'GameTakenDown.v1',
      ],
    },
    env: [ENV.tableName, ENV.appUrl, ENV.emailFrom],
    table: 'readwrite',
    sendsEmail: true,
  },
  // ---- Payments: Razorpay orders, verification, webhooks, refunds, offers (issue 6, decision 015) ----
  {
    name: 'get-request-payment',
    entry: 'functions/payments/handlers/get-request-payment.ts',
    description: "The pay page: the caller's accepted request, its game and the amount breakdown",
    routes: [{ method: 'GET', path: '/api/requests/{id}/payment', auth: true }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'get-refund-quote',
    entry: 'functions/payments/handlers/get-refund-quote.ts',
    description: 'What withdrawing a paid request gives back now, per the cancellation policy',
    routes: [{ method: 'GET', path: '/api/requests/{id}/refund-quote', auth: true }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'post-payment-order',
    entry: 'functions/payments/handlers/post-payment-order.ts',
    description: 'create-razorpay-order: one Razorpay order per request and amount, priced on the server',
    routes: [{ method: 'POST', path: '/api/payments/orders', auth: true }],
    env: [ENV.tableName, ENV.razorpayKeyId, ENV.razorpayKeySecretId],
    table: 'readwrite',
    razorpaySecrets: ['key'],
  },
  {
    name: 'post-payment-verification',
    entry: 'functions/payments/handlers/post-payment-verification.ts',
    description:
      "verify-razorpay-payment: checks the checkout's signature and confirms the request under the capacity condition",
    routes: [{ method: 'POST', path: '/api/payments/verify', auth: true }],
    env: [ENV.tableName, ENV.razorpayKeyId, ENV.razorpayKeySecretId],
    table: 'readwrite',
    razorpaySecrets: ['key'],
  },
  {
    name: 'post-razorpay-webhook',
    entry: 'functions/payments/handlers/post-razorpay-webhook.ts',
    description: "Razorpay's webhooks: signed raw body, deduplicated by event id, settles payments and refunds",
    // Razorpay calls it: no user, so no JWT; the webhook secret's signature is the authentication.
    routes: [{ method: 'POST', path: '/api/payments/razorpay-webhook', auth: false }],
    env: [ENV.tableName, ENV.razorpayWebhookSecretId],
    table: 'readwrite',
    razorpaySecrets: ['webhook'],
  },
  {
    name: 'reconcile-payments',
    entry: 'functions/payments/handlers/reconcile-payments.ts',
    description: 'Settles orders open for 15 minutes by asking Razorpay, retries owed refunds, lapses unpaid offers',
    schedule: 'rate(5 minutes)',
    env: [ENV.tableName, ENV.appUrl, ENV.razorpayKeyId, ENV.razorpayKeySecretId],
    table: 'readwrite',
    razorpaySecrets: ['key'],
    timeoutSeconds: 60,
  },
  {
    name: 'process-payment-events',
    entry: 'functions/payments/handlers/process-payment-events.ts',
    description: 'Moves owed refunds to Razorpay (idempotency key) and refunds every paid player of a cancelled game',
    events: { detailType: ['RefundRequested.v1', 'GameCancelled.v1'] },
    env: [ENV.tableName, ENV.razorpayKeyId, ENV.razorpayKeySecretId],
    table: 'readwrite',
    razorpaySecrets: ['key'],
    timeoutSeconds: 30,
  },
  // ---- Communities: create, find, join, review, run (issue 11, docs/api-communities.md) ----
  {
    name: 'get-communities',
    entry: 'functions/communities/handlers/get-communities.ts',
    description: 'communities-list: public communities by sport, search and sort (score, members, events, recent)',
    routes: [{ method: 'GET', path: '/api/communities', auth: false }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'post-community',
    entry: 'functions/communities/handlers/post-community.ts',
    description: 'A host creates their community (one per account, race-free); they become its admin',
    routes: [{ method: 'POST', path: '/api/communities', auth: true }],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'get-community',
    entry: 'functions/communities/handlers/get-community.ts',
    description: 'One community with stats, host, members, reviews and next games (a private one shows its name only)',
    routes: [{ method: 'GET', path: '/api/communities/{id}', auth: false }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'get-my-community-view',
    entry: 'functions/communities/handlers/get-my-community-view.ts',
    description: 'One community as the signed-in caller sees it, with their membership',
    routes: [{ method: 'GET', path: '/api/me/communities/{id}', auth: true }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'put-community',
    entry: 'functions/communities/handlers/put-community.ts',
    description: 'The owner edits their community; anyone else gets the same 404 as for nothing',
    routes: [{ method: 'PUT', path: '/api/communities/{id}', auth: true }],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'delete-community',
    entry: 'functions/communities/handlers/delete-community.ts',
    description: 'The owner deletes their community; members, reviews and game links go through an event',
    routes: [{ method: 'DELETE', path: '/api/communities/{id}', auth: true }],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'post-community-member',
    entry: 'functions/communities/handlers/post-community-member.ts',
    description: 'Join a community (max_members race-free) or, when it needs approval, ask to',
    routes: [{ method: 'POST', path: '/api/communities/{id}/members', auth: true }],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'delete-community-member',
    entry: 'functions/communities/handlers/delete-community-member.ts',
    description: 'A member leaves a community, or a player takes back their pending request',
    routes: [{ method: 'DELETE', path: '/api/communities/{id}/members/me', auth: true }],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'get-community-requests',
    entry: 'functions/communities/handlers/get-community-requests.ts',
    description: "The community's admin reads its pending join requests",
    routes: [{ method: 'GET', path: '/api/communities/{id}/requests', auth: true }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'post-community-decision',
    entry: 'functions/communities/handlers/post-community-decision.ts',
    description: "The community's admin approves (max_members race-free) or rejects a join request",
    routes: [{ method: 'POST', path: '/api/communities/{id}/requests/{userId}/decision', auth: true }],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'put-community-review',
    entry: 'functions/communities/handlers/put-community-review.ts',
    description: "A member writes or rewrites their review; the community's average stays exact",
    routes: [{ method: 'PUT', path: '/api/communities/{id}/reviews/me', auth: true }],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'get-host-communities',
    entry: 'functions/hosting/handlers/get-host-communities.ts',
    description:
      "The signed-in host's communities with stats and pending requests, for the dashboard and the game form",
    routes: [{ method: 'GET', path: '/api/host/communities', auth: true }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'post-community-image-upload',
    entry: 'functions/communities/handlers/post-community-image-upload.ts',
    description: 'A host gets a presigned POST for a community image (10 MB on create, 5 MB on edit)',
    routes: [{ method: 'POST', path: '/api/uploads/community-image', auth: true }],
    env: [ENV.tableName, ENV.uploadsBucket, ENV.uploadsUrl],
    table: 'read',
    buckets: { uploads: 'put' },
  },
  {
    name: 'process-community-events',
    entry: 'functions/communities/handlers/process-community-events.ts',
    description:
      'Deleted community → members, requests, reviews removed and games unlinked; linked games → events count',
    events: { detailType: ['CommunityDeleted.v1', 'CommunityGamesChanged.v1'] },
    env: [ENV.tableName],
    table: 'readwrite',
    timeoutSeconds: 60,
  },
  {
    name: 'send-community-notifications',
    entry: 'functions/communities/handlers/send-community-notifications.ts',
    description: 'Community join request, decision and review → notification and e-mail, once each',
    events: { detailType: ['CommunityJoinRequested.v1', 'CommunityJoinDecided.v1', 'CommunityReviewed.v1'] },
    env: [ENV.tableName, ENV.appUrl, ENV.emailFrom],
    table: 'readwrite',
    sendsEmail: true,
  },
  // Host applications and moderation (issue 12). Routes that share a subject share a function, so
  // the stack stays within CloudFormation's 500 resources (decision 024). Admin routes answer 404 to
  // anyone outside the pool group `admins` (functions/admin/admin-claims.ts); docs/api-admin.md.
  {
    name: 'host-applications',
    entry: 'functions/hosting/handlers/host-applications.ts',
    description: 'A player applies to host (one open application at a time) and reads their newest application',
    routes: [
      { method: 'POST', path: '/api/host-applications', auth: true },
      { method: 'GET', path: '/api/me/host-application', auth: true },
    ],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  {
    name: 'admin-host-applications',
    entry: 'functions/admin/handlers/admin-host-applications.ts',
    description: 'Admins: host applications by status; approve (role in profile and pool) or reject',
    routes: [
      { method: 'GET', path: '/api/admin/host-applications', auth: true },
      { method: 'POST', path: '/api/admin/host-applications/{id}/decision', auth: true },
    ],
    env: [ENV.tableName, ENV.userPoolId],
    table: 'readwrite',
    userPool: 'role',
  },
  {
    name: 'admin-reports',
    entry: 'functions/admin/handlers/admin-reports.ts',
    description: 'Admins: open game reports by game; dismiss them or take the game down',
    routes: [
      { method: 'GET', path: '/api/admin/reports', auth: true },
      { method: 'POST', path: '/api/admin/reports/{gameId}/{action}', auth: true },
    ],
    env: [ENV.tableName],
    table: 'readwrite',
  },
  // ---- Profile stats and Recent Activity (issue 12) ----
  {
    name: 'get-my-stats',
    entry: 'functions/accounts/handlers/get-my-stats.ts',
    description: "The caller's stat tiles and latest activity, from kept counters",
    routes: [{ method: 'GET', path: '/api/me/stats', auth: true }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'update-profile-stats',
    entry: 'functions/accounts/handlers/update-profile-stats.ts',
    description: "Games, requests, payments and community events → each person's counters and activity, once per event",
    events: {
      detailType: [
        'JoinRequested.v1',
        'JoinDecided.v1',
        'PlayerPromoted.v1',
        'PaymentConfirmed.v1',
        'GameCreated.v1',
        'GameDeleted.v1',
        'GameCancelled.v1',
        'GameStatusChanged.v1',
        'CommunityJoined.v1',
        'CommunityJoinDecided.v1',
        'CommunityReviewed.v1',
      ],
    },
    env: [ENV.tableName],
    table: 'readwrite',
    timeoutSeconds: 30,
  },
  {
    // Not under /api: CloudFront sends /game/* and /community/* here (decision 026), so a shared
    // link's HTML carries that game's or community's preview. The nested screens get the plain shell.
    name: 'get-shared-page',
    entry: 'functions/sharing/handlers/get-shared-page.ts',
    description: 'The HTML of a shared game or community link, with its Open Graph head',
    routes: [
      { method: 'GET', path: '/game/{id}', auth: false },
      { method: 'GET', path: '/game/{id}/{view}', auth: false },
      { method: 'GET', path: '/community/{id}', auth: false },
      { method: 'GET', path: '/community/{id}/{view}', auth: false },
    ],
    env: [ENV.tableName, ENV.appUrl, ENV.webBucket],
    table: 'read',
    buckets: { web: 'read' },
  },
  {
    name: 'not-found',
    entry: 'functions/platform/handlers/not-found.ts',
    description: 'Answers JSON 404 for any /api path no other route claims',
    routes: [{ method: 'ANY', path: '/api/{proxy+}', auth: false }],
    env: [],
  },
  {
    name: 'publish-events',
    entry: 'functions/platform/handlers/publish-events.ts',
    description: 'Publishes outbox items from the table stream to the event bus',
    tableStream: true,
    env: [ENV.eventBusName],
    publishesEvents: true,
  },
];

export const httpRoutes = () => FUNCTIONS.flatMap((fn) => (fn.routes ?? []).map((route) => ({ ...route, fn })));

/**
 * The app-page prefixes the API serves instead of the web bucket ('/game/', '/community/'):
 * the CloudFront behaviours and the local server's routing both come from here.
 */
export const pageRoutePrefixes = (functions: FunctionSpec[] = FUNCTIONS) => [
  ...new Set(
    functions
      .flatMap((fn) => fn.routes ?? [])
      .filter((route) => !route.path.startsWith('/api/'))
      .map((route) => `/${route.path.split('/')[1]}/`),
  ),
];
