import { randomBytes } from 'node:crypto';
// web-push is CommonJS: Node's ESM loader (tsx) sees only its default export.
import webPush from 'web-push';
import { join } from 'node:path';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { FUNCTIONS } from '../manifest';
import { LocalEventBus } from './aws/event-bus';
import { Outbox } from './aws/outbox';
import { LocalS3Notifications, type S3Notification } from './aws/s3-notifications';
import { LocalCognito } from './cognito/local-cognito';
import { UserStore } from './cognito/user-store';
import { localCredentials, startDynamoLocal, type DynamoLocal } from './dynamo-local';
import { ensureTable } from './ensure-table';
import { invoke, invokeOnWorker } from './functions';
import { localEnvironment, type LocalAddresses, type LocalState } from './local-environment';
import { startLocalSchedules } from './local-schedules';
import { issuerFor, LOCAL } from './names';
import { LocalOneTimeSchedules } from './one-time-schedules';
import { setupLocalRazorpay, type LocalRazorpay } from './razorpay/local-razorpay';
import { createRealtimeStandIn, type RealtimeStandIn } from './realtime/realtime-stand-in';
import { startS3Local, type S3Local } from './s3-local';
import { StreamPoller } from './stream-poller';
import { createPushStandIn, type PushStandIn } from './push/push-stand-in';
import type { VapidKeys } from '@functions/notifications/adapters/web-push-sender';

// What stands in for each AWS service (and Razorpay) locally, wired to the manifest's functions as
// the CDK stack wires the real ones: DynamoDB Local and its stream, s3rver and its notifications,
// the Cognito pool and its triggers, the event bus, schedules, Secrets Manager and the outbox that
// receives every e-mail and SMS.

export type LocalSchedules = ReturnType<typeof startLocalSchedules>;

export interface StandIns {
  dynamo: DynamoLocal;
  s3: S3Local;
  outbox: Outbox;
  cognito: LocalCognito;
  bus: LocalEventBus;
  razorpay: LocalRazorpay;
  /** The manifest's rate schedules. */
  schedules: LocalSchedules;
  /** One-time schedules (EventBridge Scheduler). */
  oneTime: LocalOneTimeSchedules;
  /** s3rver's object-created events → the upload processors. */
  notifications: LocalS3Notifications;
  /** The live-update API (AppSync Events' protocol): its WebSocket and its publish endpoint. */
  realtime: RealtimeStandIn;
  /** The push service stand-in (web-push's requests land there). */
  push: PushStandIn;
  /** The app's VAPID key pair, made once and kept with the pool's state. */
  vapidKeys(): VapidKeys;
  /** The magic-link signing key, made once and kept with the pool's state. */
  authSigningKey(): string;
  /** Local Secrets Manager: the magic-link key, the VAPID pair or one of Razorpay's secrets, by id; null for others. */
  secret(id: string): string | null;
}

/** What to run on stop, in the order things started; they are stopped last first. */
export type Stops = (() => Promise<void>)[];

const newSecretValue = () => randomBytes(32).toString('base64url');

const htmlToText = (html: string) =>
  html
    .replace(/<(br|\/p|\/h\d)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c)))
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * Starts every stand-in and points the handlers at them (process.env). Each one started is added to
 * stops at once, so a failure part-way still stops what had started.
 */
export async function startStandIns(options: {
  addresses: LocalAddresses;
  state: LocalState;
  webRoot: string;
  stops: Stops;
}): Promise<StandIns> {
  const { addresses, state, stops } = options;
  const dynamo = await startDynamoLocal({ dbPath: state.file('dynamodb') });
  stops.push(dynamo.stop);
  const s3 = await startS3Local({ directory: join(state.dataDir, 's3') });
  stops.push(s3.stop);

  // Handlers run in this process and reach the stand-ins through the SDK's endpoint variables.
  Object.assign(
    process.env,
    localEnvironment({ addresses, dynamoEndpoint: dynamo.endpoint, s3Endpoint: s3.endpoint, webRoot: options.webRoot }),
  );

  await ensureTable(dynamo.client, LOCAL.tableName);

  const outbox = new Outbox(state.file('outbox'));
  const cognito = new LocalCognito({
    store: new UserStore(state.file('cognito', 'users.json')),
    userPoolId: LOCAL.userPoolId,
    clientId: LOCAL.userPoolClientId,
    issuer: () => issuerFor(addresses.origin),
    // The pool runs the manifest's trigger functions, as the CDK stack wires them.
    runTrigger: async (name, event) => {
      const fn = FUNCTIONS.find((f) => f.cognitoTrigger === name);
      return fn ? invoke(fn, event) : event;
    },
    sendEmail: ({ to, subject, html }) =>
      outbox.add({ channel: 'email', from: LOCAL.emailFrom, to: [to], subject, html, text: htmlToText(html) }),
  });
  const bus = new LocalEventBus(
    FUNCTIONS.filter((fn) => fn.events),
    (fn, event) => invoke(fn, event),
    state.dir,
  );
  stops.push(() => bus.idle());

  const razorpay = setupLocalRazorpay({
    internal: addresses.internal,
    dataDir: state.dir,
    generatedSecret: (id) => cognito.store.secret(id, newSecretValue),
  });
  Object.assign(process.env, razorpay.env);
  if (razorpay.standIn) stops.push(razorpay.standIn.idle);

  // The manifest's schedules (the payments reconciler), at their rates; POST /dev/schedules/<name> runs one now.
  const schedulesOn = process.env.YAKTIV_SCHEDULES !== 'false';
  const schedules = startLocalSchedules(
    FUNCTIONS,
    (fn, time) =>
      invoke(fn, { source: 'aws.events', 'detail-type': 'Scheduled Event', time: time ?? new Date().toISOString() }),
    schedulesOn,
  );
  stops.push(schedules.stop);
  // One-time schedules: the handlers' EventBridge Scheduler calls land here.
  const oneTime = new LocalOneTimeSchedules({
    functions: FUNCTIONS,
    run: (fn, event) => invoke(fn, event),
    file: state.file('one-time-schedules.json'),
  });
  if (schedulesOn) oneTime.start();
  stops.push(() => oneTime.stop());

  // S3 → the manifest's upload processors, as the bucket notifications do in AWS.
  const notifications = new LocalS3Notifications(
    FUNCTIONS.filter((fn) => fn.s3Uploads),
    LOCAL.buckets.uploads,
    // Image processing is CPU-bound: off the main thread, so the API keeps answering meanwhile.
    (fn, event) => invokeOnWorker(fn, event),
    state.dir,
  );
  s3.server.on('event', (event: S3Notification) => notifications.publish(event));
  stops.push(() => notifications.idle());

  startTableStream(dynamo, state, stops);
  // What the last run had accepted and not yet delivered (it stopped or crashed) goes out now, as
  // EventBridge and S3 still deliver after a consumer's machine dies.
  const resumed = bus.resume() + notifications.resume();
  if (resumed) console.log(`[local] resuming ${resumed} delivery(ies) the last run had not finished`);

  // Subscribers sign in with the same access tokens the API takes.
  const realtime = createRealtimeStandIn({
    authorizer: { issuer: issuerFor(addresses.origin), clientId: LOCAL.userPoolClientId, jwks: () => cognito.jwks() },
  });
  stops.push(realtime.close);

  const authSigningKey = () => cognito.store.secret(LOCAL.authSecretId, newSecretValue);
  // Made once like the other secrets (the state is the owner's alone, 0600): subscriptions made
  // with its public half keep working across restarts.
  const vapidSecret = () =>
    cognito.store.secret(LOCAL.vapidSecretId, () => JSON.stringify(webPush.generateVAPIDKeys()));
  const vapidKeys = () => JSON.parse(vapidSecret()) as VapidKeys;
  const push = createPushStandIn({ path: LOCAL.paths.push, vapidPublicKey: () => vapidKeys().publicKey });
  return {
    realtime,
    dynamo,
    s3,
    outbox,
    cognito,
    bus,
    razorpay,
    schedules,
    oneTime,
    notifications,
    authSigningKey,
    push,
    vapidKeys,
    secret: (id) =>
      id === LOCAL.authSecretId ? authSigningKey() : id === LOCAL.vapidSecretId ? vapidSecret() : razorpay.secret(id),
  };
}

/** The table's stream → the manifest's publisher (outbox items onto the bus), as the Lambda's event source does. */
function startTableStream(dynamo: DynamoLocal, state: LocalState, stops: Stops) {
  const publisher = FUNCTIONS.find((fn) => fn.tableStream);
  if (!publisher) return;
  const streams = new DynamoDBStreamsClient({
    endpoint: dynamo.endpoint,
    region: LOCAL.region,
    credentials: localCredentials,
  });
  const poller = new StreamPoller({
    dynamo: dynamo.client,
    streams,
    tableName: LOCAL.tableName,
    checkpointFile: state.file('stream-checkpoints.json'),
    onBatch: (records) => invoke(publisher, { Records: records }),
  });
  poller.start();
  stops.push(() => poller.stop());
}
