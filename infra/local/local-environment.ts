import { chmodSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { LOCAL_ENV } from '@functions/platform/env-names';
import { DEFAULT_SMS_COUNTRY_CODES } from '@shared/phone';
import type { PublicConfig } from '@shared/schemas/public-config';
import { ENV, FUNCTIONS } from '../manifest';
import { localFunctionArn } from './aws/scheduler-api';
import { localQueueUrl } from './aws/work-queues';
import { localCredentials } from './dynamo-local';
import { LOCAL } from './names';

/** The DLT ids the local stack sends codes with (a deployment takes its own from its parameters). */
export const LOCAL_SMS_DLT = {
  entityId: '1101000000000000001',
  templateId: '1107000000000000001',
  templateIdHi: '1107000000000000002',
  senderId: 'YAKTIV',
};

// The local stack's surroundings: the addresses of its one port, where its state is kept, and the
// values the handlers and the browser are given — what the CDK stack hands the Lambdas and the SPA,
// pointed at the local stand-ins instead.

const ROOT = resolve(import.meta.dirname, '..', '..');

/** The built SPA, unless the caller serves another. */
export const defaultWebRoot = () => join(ROOT, 'web', 'dist');

/** The one local port, as the browser and as this process reach it. */
export interface LocalAddresses {
  port: number;
  /** What browsers use: APP_URL, the token issuer, redirects. */
  origin: string;
  /** What the SDK calls inside this process use to reach the AWS stand-ins on the same port. */
  internal: string;
}

export const localAddresses = (port: number): LocalAddresses => ({
  port,
  origin: `http://localhost:${port}`,
  internal: `http://127.0.0.1:${port}`,
});

/** Where the stand-ins keep their state. */
export interface LocalState {
  /** The data directory: the caller's, or a temporary one. */
  dataDir: string;
  /** false: dataDir is temporary (removed on stop) and the stand-ins that can keep state in memory do. */
  persistent: boolean;
  /** dataDir when state persists, else null. */
  dir: string | null;
  /** A path under dataDir when state persists, else null. */
  file(...segments: string[]): string | null;
}

/** Every file under `dir` 0600 and every folder 0700. */
function ownerOnly(dir: string) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      chmodSync(path, 0o700);
      ownerOnly(path);
    } else if (entry.isFile()) chmodSync(path, 0o600);
  }
}

export function localState(dataDir: string | null): LocalState {
  const dir = dataDir ? resolve(dataDir) : mkdtempSync(join(tmpdir(), 'yaktiv-local-'));
  const persistent = dataDir !== null;
  // The state holds the token signing key, payment secrets and every mail with its sign-in links:
  // the owner's alone, whatever the umask made it (a folder others cannot enter hides its files).
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  // Files too (0600), not only the folder: what an older run left open is closed, and everything
  // this process and its children (DynamoDB Local) create from now on is the owner's alone.
  ownerOnly(dir);
  // (Worker threads can't set it; the stack's own process is never one.)
  if (isMainThread) process.umask(0o077);
  return {
    dataDir: dir,
    persistent,
    dir: persistent ? dir : null,
    file: (...segments) => (persistent ? join(dir, ...segments) : null),
  };
}

/**
 * The handlers' environment: the SDK's endpoint variables aimed at the stand-ins, and a local value
 * for every ENV name the manifest hands out.
 */
export function localEnvironment(options: {
  addresses: LocalAddresses;
  dynamoEndpoint: string;
  s3Endpoint: string;
  webRoot: string;
}): Record<string, string> {
  const { internal, origin } = options.addresses;
  return {
    AWS_REGION: LOCAL.region,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_ENDPOINT_URL_DYNAMODB: options.dynamoEndpoint,
    AWS_ENDPOINT_URL_S3: options.s3Endpoint,
    AWS_ENDPOINT_URL_EVENTBRIDGE: `${internal}${LOCAL.paths.aws}/eventbridge`,
    AWS_ENDPOINT_URL_SESV2: `${internal}${LOCAL.paths.aws}/ses`,
    AWS_ENDPOINT_URL_SNS: `${internal}${LOCAL.paths.aws}/sns`,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: `${internal}${LOCAL.paths.aws}/secretsmanager`,
    AWS_ENDPOINT_URL_SCHEDULER: `${internal}${LOCAL.paths.aws}/scheduler`,
    AWS_ENDPOINT_URL_SQS: `${internal}${LOCAL.paths.aws}/sqs`,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: `${internal}${LOCAL.paths.cognito}`,
    [ENV.authSecretArn]: LOCAL.authSecretId,
    [ENV.stage]: LOCAL.stage,
    [ENV.tableName]: LOCAL.tableName,
    [ENV.eventBusName]: LOCAL.eventBusName,
    [ENV.uploadsBucket]: LOCAL.buckets.uploads,
    [ENV.mediaBucket]: LOCAL.buckets.media,
    // A path on the app's own origin (the upload handler makes it absolute with the request's Host).
    [ENV.uploadsUrl]: `${LOCAL.paths.s3}/${LOCAL.buckets.uploads}`,
    [ENV.appUrl]: origin,
    [ENV.emailFrom]: LOCAL.emailFrom,
    [ENV.userPoolId]: LOCAL.userPoolId,
    [ENV.userPoolClientId]: LOCAL.userPoolClientId,
    // The same parameter as the CDK stack's (README): India only unless it says otherwise.
    [ENV.smsCountryCodes]: process.env.YAKTIV_SMS_COUNTRY_CODES ?? DEFAULT_SMS_COUNTRY_CODES.join(','),
    // Stand-in DLT ids (the same parameters as the stack's), so the outbox shows what SNS is sent.
    [ENV.smsDltEntityId]: process.env.YAKTIV_SMS_DLT_ENTITY_ID ?? LOCAL_SMS_DLT.entityId,
    [ENV.smsDltTemplateId]: process.env.YAKTIV_SMS_DLT_TEMPLATE_ID ?? LOCAL_SMS_DLT.templateId,
    [ENV.smsDltTemplateIdHi]: process.env.YAKTIV_SMS_DLT_TEMPLATE_ID_HI ?? LOCAL_SMS_DLT.templateIdHi,
    [ENV.smsSenderId]: process.env.YAKTIV_SMS_SENDER_ID ?? LOCAL_SMS_DLT.senderId,
    [LOCAL_ENV.reportItemsRead]: '1',
    [ENV.scheduleGroupName]: LOCAL.scheduleGroupName,
    [ENV.schedulerRoleArn]: LOCAL.schedulerRoleArn,
    [ENV.scheduleTargetArns]: JSON.stringify(
      Object.fromEntries(FUNCTIONS.filter((fn) => fn.scheduleTarget).map((fn) => [fn.name, localFunctionArn(fn.name)])),
    ),
    [ENV.workQueueUrls]: JSON.stringify(
      Object.fromEntries(
        FUNCTIONS.filter((fn) => fn.fansOut).map((fn) => [
          fn.name,
          localQueueUrl(`${internal}${LOCAL.paths.aws}`, fn.name),
        ]),
      ),
    ),
    // No web bucket locally: the share-page function reads the shells where this server
    // serves them from (LOCAL_ENV.webRoot); the name only satisfies its env check.
    [ENV.webBucket]: 'local-web-root',
    [LOCAL_ENV.webRoot]: resolve(options.webRoot),
    [ENV.realtimePublishUrl]: `${internal}${LOCAL.paths.realtime}/event`,
    // The forecast stand-in answers Open-Meteo's API on this port (POST /dev/forecast sets its weather).
    [ENV.forecastApiUrl]: `${internal}${LOCAL.paths.forecast}`,
    [ENV.vapidSecretId]: LOCAL.vapidSecretId,
    // The browser's subscriptions name the stand-in on the page's host; the push consumer reaches it on the same port.
    [LOCAL_ENV.pushStandIn]: `${origin}${LOCAL.paths.push}`,
  };
}

/** /config.json: what the SPA learns about the stage, the pool, Razorpay, live updates and push. */
export function localPublicConfig(
  req: IncomingMessage,
  port: number,
  razorpayKeyId: string | null,
  pushPublicKey: string,
): PublicConfig {
  return {
    stage: LOCAL.stage,
    region: LOCAL.region,
    userPoolId: LOCAL.userPoolId,
    userPoolClientId: LOCAL.userPoolClientId,
    // The browser reaches the pool on whatever host it used for the page.
    userPoolEndpoint: `http://${req.headers.host ?? `localhost:${port}`}${LOCAL.paths.cognito}`,
    oauthDomain: null,
    // Locally every provider is offered through the stand-in page.
    socialProviders: ['Google', 'Facebook', 'Apple'],
    // Null without keys: the SPA then opens the stand-in's checkout page (decision 015).
    razorpayKeyId,
    // The stand-in answers on the page's own host, as AppSync Events' HTTP domain would.
    realtimeUrl: `http://${req.headers.host ?? `localhost:${port}`}${LOCAL.paths.realtime}/event`,
    // The local key pair's public half: subscriptions made with it are pushed to by the consumer.
    pushPublicKey,
  };
}
