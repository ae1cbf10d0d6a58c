import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { FUNCTIONS, ENV, pageRoutePrefixes } from '../manifest';
import { LOCAL_ENV } from '@functions/platform/env-names';
import type { PublicConfig } from '@shared/schemas/public-config';
import { DEFAULT_SMS_COUNTRY_CODES } from '@shared/phone';
import { createApiRouter } from './api-router';
import { createAwsEndpoints } from './aws/aws-endpoints';
import { LocalEventBus } from './aws/event-bus';
import { LocalS3Notifications, type S3Notification } from './aws/s3-notifications';
import { Outbox } from './aws/outbox';
import { createCognitoEndpoint } from './cognito/cognito-endpoint';
import { LocalCognito } from './cognito/local-cognito';
import { UserStore } from './cognito/user-store';
import { serveDeadLetters, serveOutbox } from './dev-pages';
import { localCredentials, PreflightError, startDynamoLocal } from './dynamo-local';
import { ensureTable } from './ensure-table';
import { invoke, invokeOnWorker } from './functions';
import { sendJson } from './http-util';
import { issuerFor, LOCAL } from './names';
import { startS3Local } from './s3-local';
import { proxyUpload } from './s3-upload-proxy';
import { seedOnce } from './seed/seed';
import { createStaticSite, SECURITY_HEADERS } from './static-site';
import { StreamPoller } from './stream-poller';
import { createSocialStandIn } from './cognito/social-stand-in';
import { startLocalSchedules } from './local-schedules';
import { LocalOneTimeSchedules } from './one-time-schedules';
import { localFunctionArn } from './aws/scheduler-api';
import { setupLocalRazorpay, type LocalRazorpay } from './razorpay/local-razorpay';
import { documentClientOf } from '@functions/platform/dynamo/client';
import { dynamoOneTimeSecretStore } from '@functions/accounts/adapters/one-time-secret-store';
import { mintMagicLink } from '@functions/accounts/magic-link-service';
import { systemClock } from '@functions/platform/ports';

const newSecretValue = () => randomBytes(32).toString('base64url');
const htmlToText = (html: string) =>
  html
    .replace(/<(br|\/p|\/h\d)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, c) => String.fromCharCode(Number(c)))
    .replace(/\n{3,}/g, '\n\n')
    .trim();

// The whole app on one port, with local stand-ins for every AWS service (design §2).

export interface LocalStackOptions {
  port: number;
  /** Where state persists; null keeps everything in a temporary directory removed on stop. */
  dataDir: string | null;
  seed: boolean;
  webRoot?: string;
  /** Address to listen on: loopback unless the caller opts in to more (HOST=0.0.0.0 npm start). */
  host?: string;
}

export interface LocalStack {
  url: string;
  /** Razorpay as the handlers see it: the stand-in (no keys) and the secrets tests sign with. */
  razorpay: Pick<LocalRazorpay, 'keyId' | 'keySecret' | 'webhookSecret' | 'standIn'>;
  dynamoEndpoint: string;
  /** DynamoDB Local's Java process (benches read its CPU time). */
  dynamoPid: number;
  /** s3rver, for tests that look behind the app (e.g. that a raw upload was deleted). */
  s3Endpoint: string;
  cognito: LocalCognito;
  outbox: Outbox;
  bus: LocalEventBus;
  stop(): Promise<void>;
}

const ROOT = resolve(import.meta.dirname, '..', '..');

/**
 * The outbox shows every magic link and SMS code: only this machine may reach the stack unless
 * the person starting it says otherwise.
 */
export const DEFAULT_HOST = '127.0.0.1';

function listen(server: ReturnType<typeof createServer>, port: number, host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        reject(
          new PreflightError(
            `Port ${port} is already in use: stop what uses it, or start on another port with PORT=${port + 1} npm start.`,
          ),
        );
      else reject(error);
    });
    server.listen(port, host, () => resolvePort((server.address() as { port: number }).port));
  });
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const dataDir = options.dataDir ? resolve(options.dataDir) : mkdtempSync(join(tmpdir(), 'yaktiv-local-'));
  const persistent = options.dataDir !== null;
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;

  // Take the port first, so a busy port fails in a second, before Java starts.
  const server = createServer((req, res) => {
    if (handle) return handle(req, res);
    sendJson(res, 503, { message: 'Starting up, try again in a moment' });
  });
  const port = await listen(server, options.port, options.host ?? DEFAULT_HOST);
  const origin = `http://localhost:${port}`;
  const internal = `http://127.0.0.1:${port}`;
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch((error) => console.error(String(error)));
    await new Promise((r) => server.close(r));
    server.closeAllConnections?.();
    if (!persistent) rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const dynamo = await startDynamoLocal({ dbPath: persistent ? join(dataDir, 'dynamodb') : null });
    stops.push(dynamo.stop);
    const s3 = await startS3Local({ directory: join(dataDir, 's3') });
    stops.push(s3.stop);

    // Handlers run in this process and reach the stand-ins through the SDK's endpoint variables.
    Object.assign(process.env, {
      AWS_REGION: LOCAL.region,
      AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      AWS_ENDPOINT_URL_EVENTBRIDGE: `${internal}${LOCAL.paths.aws}/eventbridge`,
      AWS_ENDPOINT_URL_SESV2: `${internal}${LOCAL.paths.aws}/ses`,
      AWS_ENDPOINT_URL_SNS: `${internal}${LOCAL.paths.aws}/sns`,
      AWS_ENDPOINT_URL_SECRETS_MANAGER: `${internal}${LOCAL.paths.aws}/secretsmanager`,
      AWS_ENDPOINT_URL_SCHEDULER: `${internal}${LOCAL.paths.aws}/scheduler`,
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
      [LOCAL_ENV.reportItemsRead]: '1',
      [ENV.scheduleGroupName]: LOCAL.scheduleGroupName,
      [ENV.schedulerRoleArn]: LOCAL.schedulerRoleArn,
      [ENV.scheduleTargetArns]: JSON.stringify(
        Object.fromEntries(
          FUNCTIONS.filter((fn) => fn.scheduleTarget).map((fn) => [fn.name, localFunctionArn(fn.name)]),
        ),
      ),
      // No web bucket locally: the share-page function reads the shells where this server
      // serves them from (LOCAL_ENV.webRoot); the name only satisfies its env check.
      [ENV.webBucket]: 'local-web-root',
      [LOCAL_ENV.webRoot]: resolve(options.webRoot ?? join(ROOT, 'web', 'dist')),
    });

    await ensureTable(dynamo.client, LOCAL.tableName);

    const issuer = () => issuerFor(origin);
    const outbox = new Outbox(persistent ? join(dataDir, 'outbox') : null);
    const cognito = new LocalCognito({
      store: new UserStore(persistent ? join(dataDir, 'cognito', 'users.json') : null),
      userPoolId: LOCAL.userPoolId,
      clientId: LOCAL.userPoolClientId,
      issuer,
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
      persistent ? dataDir : null,
    );
    stops.push(() => bus.idle());

    const razorpay = setupLocalRazorpay({
      internal,
      dataDir: persistent ? dataDir : null,
      generatedSecret: (id) => cognito.store.secret(id, newSecretValue),
    });
    Object.assign(process.env, razorpay.env);
    if (razorpay.standIn) stops.push(razorpay.standIn.idle);
    // The manifest's schedules (the payments reconciler), at their rates; POST /dev/schedules/<name> runs one now.
    const schedulesOn = process.env.YAKTIV_SCHEDULES !== 'false';
    const schedules = startLocalSchedules(
      FUNCTIONS,
      (fn) => invoke(fn, { source: 'aws.events', 'detail-type': 'Scheduled Event', time: new Date().toISOString() }),
      schedulesOn,
    );
    stops.push(schedules.stop);
    // One-time schedules (EventBridge Scheduler, issue 12): the handlers' SDK calls land here.
    const oneTime = new LocalOneTimeSchedules({
      functions: FUNCTIONS,
      run: (fn, event) => invoke(fn, event),
      file: persistent ? join(dataDir, 'one-time-schedules.json') : null,
    });
    if (schedulesOn) oneTime.start();
    stops.push(() => oneTime.stop());

    // S3 → the manifest's upload processors, as the bucket notifications do in AWS.
    const notifications = new LocalS3Notifications(
      FUNCTIONS.filter((fn) => fn.s3Uploads),
      LOCAL.buckets.uploads,
      // Image processing is CPU-bound: off the main thread, so the API keeps answering meanwhile.
      (fn, event) => invokeOnWorker(fn, event),
      persistent ? dataDir : null,
    );
    s3.server.on('event', (event: S3Notification) => notifications.publish(event));
    stops.push(() => notifications.idle());

    const publisher = FUNCTIONS.find((fn) => fn.tableStream);
    if (publisher) {
      const streams = new DynamoDBStreamsClient({
        endpoint: dynamo.endpoint,
        region: LOCAL.region,
        credentials: localCredentials,
      });
      const poller = new StreamPoller({
        dynamo: dynamo.client,
        streams,
        tableName: LOCAL.tableName,
        checkpointFile: persistent ? join(dataDir, 'stream-checkpoints.json') : null,
        onBatch: (records) => invoke(publisher, { Records: records }),
      });
      poller.start();
      stops.push(() => poller.stop());
    }

    const pagePrefixes = pageRoutePrefixes();
    const api = createApiRouter({ issuer: issuer(), clientId: LOCAL.userPoolClientId, jwks: () => cognito.jwks() });
    const secrets = dynamoOneTimeSecretStore(documentClientOf(dynamo.client), LOCAL.tableName);
    const socialStandIn = createSocialStandIn({
      cognito,
      origin: () => origin,
      mintToken: (username) =>
        mintMagicLink(
          {
            secrets,
            clock: systemClock,
            signingKey: async () => cognito.store.secret(LOCAL.authSecretId, newSecretValue),
            pool: { userPoolId: LOCAL.userPoolId, clientId: LOCAL.userPoolClientId },
          },
          username,
        ),
    });
    const cognitoEndpoint = createCognitoEndpoint(cognito, issuer, socialStandIn);
    const awsEndpoints = createAwsEndpoints({
      bus,
      outbox,
      schedules: oneTime,
      prefix: LOCAL.paths.aws,
      secret: (id) => (id === LOCAL.authSecretId ? cognito.store.secret(id, newSecretValue) : razorpay.secret(id)),
    });
    const site = createStaticSite(options.webRoot ?? join(ROOT, 'web', 'dist'));

    const publicConfig = (req: IncomingMessage): PublicConfig => ({
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
      razorpayKeyId: razorpay.publicKeyId,
    });

    handle = (req, res) => {
      let url: URL;
      try {
        url = new URL(req.url ?? '/', origin);
      } catch {
        return sendJson(res, 400, { message: 'Bad Request' });
      }
      const path = url.pathname;
      const route = async () => {
        if (path === '/api' || path.startsWith('/api/')) return api(req, res, url);
        // As CloudFront's behaviours do: a shared link's page is rendered by its manifest function.
        if (pagePrefixes.some((prefix) => path.startsWith(prefix)))
          return api(req, res, url, { compress: true, headers: SECURITY_HEADERS });
        if (path.startsWith(LOCAL.paths.cognito)) return cognitoEndpoint(req, res, url);
        if (path.startsWith(`${LOCAL.paths.aws}/`)) return awsEndpoints(req, res, url);
        if (path === LOCAL.paths.outbox) return serveOutbox(res, url, String(req.headers.accept ?? ''), outbox);
        if (path === '/dev/dead-letters')
          return serveDeadLetters(res, [...bus.deadLetters, ...notifications.deadLetters, ...oneTime.deadLetters]);
        if (path === '/dev/events') return sendJson(res, 200, { events: bus.recent });
        if (path.startsWith(`${LOCAL.paths.razorpay}/`) && razorpay.standIn)
          return razorpay.standIn.handle(req, res, url);
        if (path === LOCAL.paths.schedules) return serveOneTimeSchedules(req, res, url, oneTime);
        if (path.startsWith(`${LOCAL.paths.schedules}/`) && req.method === 'POST')
          return runSchedule(res, schedules, oneTime, path.slice(LOCAL.paths.schedules.length + 1));
        if (path === '/config.json')
          return sendJson(res, 200, publicConfig(req), { 'cache-control': 'no-cache', ...SECURITY_HEADERS });
        if (path.startsWith(`${LOCAL.paths.s3}/`))
          return proxyUpload(req, res, s3.endpoint, path.slice(LOCAL.paths.s3.length));
        if (path.startsWith(`${LOCAL.paths.media}/`))
          return proxyMedia(req, res, s3.endpoint, path.slice(LOCAL.paths.media.length + 1));
        return site(req, res, url);
      };
      route().catch((error) => {
        console.error(`[local] ${req.method} ${path}: ${String((error as Error)?.stack ?? error)}`);
        if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
        else res.destroy();
      });
    };

    const seeded = options.seed
      ? await seedOnce({ client: dynamo.client, tableName: LOCAL.tableName, cognito })
      : false;
    if (seeded) console.log('[local] seeded demo data');

    return {
      url: origin,
      dynamoEndpoint: dynamo.endpoint,
      dynamoPid: dynamo.pid,
      s3Endpoint: s3.endpoint,
      cognito,
      outbox,
      bus,
      razorpay,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Runs a scheduled function, or fires a one-time schedule, now and answers what it returned. */
async function runSchedule(
  res: ServerResponse,
  schedules: ReturnType<typeof startLocalSchedules>,
  oneTime: LocalOneTimeSchedules,
  name: string,
) {
  const running = schedules.run(name);
  if (!running) {
    const fired = await oneTime.fire(decodeURIComponent(name));
    return fired
      ? sendJson(res, 200, { fired: [fired] })
      : sendJson(res, 404, { message: `No scheduled function or schedule ${name}` });
  }
  try {
    sendJson(res, 200, { name, result: (await running) ?? null });
  } catch (error) {
    sendJson(res, 500, { name, message: String((error as Error)?.message ?? error) });
  }
}

/**
 * GET /dev/schedules[?prefix=]: the one-time schedules, soonest first. POST /dev/schedules?until=<ISO>
 * [&prefix=]: fires those due by that instant, as if the clock read it (tests drive time this way).
 */
async function serveOneTimeSchedules(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  oneTime: LocalOneTimeSchedules,
) {
  const prefix = url.searchParams.get('prefix') ?? '';
  if (req.method === 'GET') return sendJson(res, 200, { schedules: oneTime.list(prefix) });
  if (req.method !== 'POST') return sendJson(res, 405, { message: 'Method Not Allowed' });
  const until = url.searchParams.has('until') ? new Date(url.searchParams.get('until')!) : new Date();
  if (Number.isNaN(until.getTime())) return sendJson(res, 400, { message: 'until must be an ISO instant' });
  sendJson(res, 200, { fired: await oneTime.fireDue(until, prefix) });
}

/**
 * /media/<path> reads media-bucket key media/<path>, as CloudFront's /media/* behaviour does
 * (the path is the key; media keys start with media/).
 */
function proxyMedia(req: IncomingMessage, res: ServerResponse, s3Endpoint: string, path: string) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendJson(res, 405, { message: 'Method Not Allowed' });
  if (!path || path.split('/').some((segment) => segment === '' || segment === '..'))
    return sendJson(res, 404, { message: 'Not Found' });
  const target = new URL(`/${LOCAL.buckets.media}/media/${path}`, s3Endpoint);
  const upstream = httpRequest(target, { method: req.method }, (answer) => {
    const status = answer.statusCode ?? 502;
    if (status >= 300) {
      // S3's XML error (or a 403 for a missing key without ListBucket): a plain 404, as CloudFront's is.
      answer.resume();
      return sendJson(res, status === 403 || status === 404 ? 404 : 502, {
        message: status === 403 || status === 404 ? 'Not Found' : 'Media store unavailable',
      });
    }
    res.writeHead(status, {
      'content-type': answer.headers['content-type'] ?? 'application/octet-stream',
      ...(answer.headers['content-length'] ? { 'content-length': answer.headers['content-length'] } : {}),
      // What the processor stored (a year, immutable); a day for anything stored without one.
      'cache-control': answer.headers['cache-control'] ?? 'public, max-age=86400',
      ...(answer.headers.etag ? { etag: answer.headers.etag } : {}),
      ...SECURITY_HEADERS,
    });
    answer.pipe(res);
  });
  upstream.on('error', () => sendJson(res, 502, { message: 'Media store unavailable' }));
  upstream.end();
}
