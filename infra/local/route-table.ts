import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { dynamoOneTimeSecretStore } from '@functions/accounts/adapters/one-time-secret-store';
import { mintMagicLink } from '@functions/accounts/magic-link-service';
import { documentClientOf } from '@functions/platform/dynamo/client';
import { systemClock } from '@functions/platform/clock';
import { pageRoutePrefixes } from '../manifest';
import { createApiRouter } from './api-router';
import { createAwsEndpoints } from './aws/aws-endpoints';
import { createCognitoEndpoint } from './cognito/cognito-endpoint';
import { createSocialStandIn } from './cognito/social-stand-in';
import { devRequestRefusal } from './dev-guard';
import { serveDeadLetters, serveOutbox } from './dev-pages';
import { createForecastStandIn } from './forecast/forecast-stand-in';
import { sendJson } from './http-util';
import { localPublicConfig, type LocalAddresses } from './local-environment';
import { issuerFor, LOCAL } from './names';
import type { LocalOneTimeSchedules } from './one-time-schedules';
import { proxyUpload } from './s3-upload-proxy';
import type { LocalSchedules, StandIns } from './stand-ins';
import { createStaticSite, SECURITY_HEADERS } from './static-site';

// The local server's route table: one port answers what API Gateway (the manifest's routes),
// CloudFront (shared-link pages, media, the SPA) and the AWS endpoints answer in the cloud, plus the
// /dev pages that let a person or a test look inside.

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

export function createRouteTable(options: {
  addresses: LocalAddresses;
  webRoot: string;
  standIns: StandIns;
}): RequestHandler {
  const { origin, port } = options.addresses;
  const { dynamo, s3, outbox, cognito, bus, razorpay, schedules, oneTime, notifications, realtime, push } =
    options.standIns;
  const issuer = () => issuerFor(origin);

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
          signingKey: async () => options.standIns.authSigningKey(),
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
    secret: options.standIns.secret,
  });
  const site = createStaticSite(options.webRoot);
  // Open-Meteo's stand-in: its weather lives as long as this server (tests set what they need).
  const forecast = createForecastStandIn();

  return (req, res) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', origin);
    } catch {
      return sendJson(res, 400, { message: 'Bad Request' });
    }
    const path = url.pathname;
    if (path.startsWith('/dev/')) {
      const refusal = devRequestRefusal(req, origin);
      if (refusal) return sendJson(res, 403, { message: refusal });
    }
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
      // As `npm run redrive` moves a DLQ's messages back in AWS: POST [?consumer=<function>].
      if (path === LOCAL.paths.redrive && req.method === 'POST') {
        const consumer = url.searchParams.get('consumer') ?? undefined;
        return sendJson(res, 200, { redriven: bus.redrive(consumer) + notifications.redrive(consumer) });
      }
      if (path === '/dev/events') return sendJson(res, 200, { events: bus.recent });
      if (path === `${LOCAL.paths.realtime}/event`) return realtime.publish(req, res);
      if (path.startsWith(`${LOCAL.paths.realtimeControl}/`) && req.method === 'POST')
        return controlRealtime(res, realtime, path.slice(LOCAL.paths.realtimeControl.length + 1));
      if (path.startsWith(`${LOCAL.paths.razorpay}/`) && razorpay.standIn)
        return razorpay.standIn.handle(req, res, url);
      if (path.startsWith(`${LOCAL.paths.push}/`)) return push.receive(req, res, url);
      if (path === LOCAL.paths.pushDev || path.startsWith(`${LOCAL.paths.pushDev}/`))
        return push.dev(req, res, url, path.slice(LOCAL.paths.pushDev.length));
      if (path.startsWith(`${LOCAL.paths.forecast}/`)) return forecast.answer(req, res, url);
      if (path === LOCAL.paths.forecastControl) return forecast.control(req, res);
      if (path === LOCAL.paths.schedules) return serveOneTimeSchedules(req, res, url, oneTime);
      if (path.startsWith(`${LOCAL.paths.schedules}/`) && req.method === 'POST')
        return runSchedule(res, schedules, oneTime, path.slice(LOCAL.paths.schedules.length + 1), url);
      if (path === '/config.json')
        return sendJson(
          res,
          200,
          localPublicConfig(req, port, razorpay.publicKeyId, options.standIns.vapidKeys().publicKey),
          {
            'cache-control': 'no-cache',
            ...SECURITY_HEADERS,
          },
        );
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
}

/** POST /dev/realtime/stop | start: drops the live connections and refuses new ones, or takes them again. */
function controlRealtime(res: ServerResponse, realtime: StandIns['realtime'], action: string) {
  if (action === 'stop') realtime.stop();
  else if (action === 'start') realtime.start();
  else return sendJson(res, 404, { message: 'POST /dev/realtime/stop or /dev/realtime/start' });
  sendJson(res, 200, { running: realtime.running });
}

/** Runs a scheduled function, or fires a one-time schedule, now and answers what it returned. */
async function runSchedule(
  res: ServerResponse,
  schedules: LocalSchedules,
  oneTime: LocalOneTimeSchedules,
  name: string,
  url: URL,
) {
  // ?at=<ISO>: the scheduled function runs as if its schedule fired then (its event's time).
  const at = url.searchParams.get('at');
  if (at !== null && Number.isNaN(Date.parse(at))) return sendJson(res, 400, { message: 'at must be an ISO instant' });
  const running = schedules.run(name, at ? new Date(at).toISOString() : undefined);
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
