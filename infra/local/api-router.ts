import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { COMPRESS_MIN_BYTES, encodedBody } from '@functions/platform/http/compressed-answer';
import { httpRoutes, type FunctionSpec, type HttpRoute } from '../manifest';
import { authorizeRequest, type AuthorizerConfig } from './authorizer';
import { invoke } from './functions';
import { BodyTooLarge, readBody, refuseTooLarge, sendJson } from './http-util';
import { createRouteThrottle, type RouteThrottle } from './route-throttle';

// The local HTTP API: routes from the manifest, payload 2.0 events, the JWT authorizer's checks,
// and API Gateway's answers when a request never reaches a handler.

interface CompiledRoute extends HttpRoute {
  fn: FunctionSpec;
  pattern: RegExp;
  params: string[];
  specificity: number;
}

function compile(route: HttpRoute & { fn: FunctionSpec }): CompiledRoute {
  const params: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const greedy = /^\{(\w+)\+\}$/.exec(segment);
      if (greedy) {
        params.push(greedy[1]!);
        return '(.+)';
      }
      const param = /^\{(\w+)\}$/.exec(segment);
      if (param) {
        params.push(param[1]!);
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  // API Gateway prefers literal segments over parameters, and anything over a greedy path.
  const segments = route.path.split('/');
  const specificity =
    segments.reduce((score, s) => score + (s.includes('+}') ? 0 : s.startsWith('{') ? 1 : 2), 0) +
    (route.method === 'ANY' ? 0 : 0.5);
  return { ...route, pattern: new RegExp(`^${source}$`), params, specificity };
}

/** The route's parameters, percent-decoded as API Gateway does; null when one isn't valid (%ZZ). */
function decodedParameters(names: string[], values: string[]): Record<string, string> | undefined | null {
  if (!names.length) return undefined;
  try {
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(values[i]!)]));
  } catch (error) {
    if (error instanceof URIError) return null;
    throw error;
  }
}

/** The brotli quality the local edge compresses pages at, as CloudFront's output measured. */
const EDGE_BROTLI_QUALITY = 5;

/** What CloudFront adds in front of a route: compression, and response headers (its policy's). */
export interface EdgeOptions {
  compress?: boolean;
  headers?: Record<string, string>;
}

export function createApiRouter(authorizer: AuthorizerConfig, throttle: RouteThrottle = createRouteThrottle()) {
  const routes = httpRoutes()
    .map(compile)
    .sort((a, b) => b.specificity - a.specificity);

  return async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL, edge: EdgeOptions = {}) {
    const method = req.method ?? 'GET';
    let match: { route: CompiledRoute; values: string[] } | undefined;
    for (const route of routes) {
      if (route.method !== 'ANY' && route.method !== method) continue;
      const m = route.pattern.exec(url.pathname);
      if (m) {
        match = { route, values: m.slice(1) };
        break;
      }
    }
    if (!match) return sendJson(res, 404, { message: 'Not Found' });
    const { route, values } = match;
    // API Gateway throttles before the authorizer runs, with the deployed stage's limits.
    if (!throttle.admit(`${route.method} ${route.path}`)) return sendJson(res, 429, { message: 'Too Many Requests' });

    let claims = null;
    if (route.auth) {
      claims = authorizeRequest(req.headers.authorization, authorizer);
      if (!claims) return sendJson(res, 401, { message: 'Unauthorized' }, { 'www-authenticate': 'Bearer' });
    }

    // API Gateway answers a path it can't decode itself; it never reaches a handler.
    const pathParameters = decodedParameters(route.params, values);
    if (pathParameters === null) return sendJson(res, 400, { message: 'Bad Request' });

    let body: Buffer;
    try {
      body = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLarge) return refuseTooLarge(req, res);
      throw error;
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v ?? '')]),
    );
    const textual = /json|text|x-www-form-urlencoded/.test(headers['content-type'] ?? 'application/json');
    const now = new Date();
    const event = {
      version: '2.0',
      routeKey: `${route.method === 'ANY' ? 'ANY' : method} ${route.path}`,
      rawPath: url.pathname,
      rawQueryString: url.search.replace(/^\?/, ''),
      headers,
      queryStringParameters: url.search ? Object.fromEntries(url.searchParams) : undefined,
      pathParameters,
      requestContext: {
        accountId: '000000000000',
        apiId: 'local',
        domainName: headers.host ?? 'localhost',
        domainPrefix: 'localhost',
        http: {
          method,
          path: url.pathname,
          protocol: 'HTTP/1.1',
          sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
          userAgent: headers['user-agent'] ?? '',
        },
        requestId: randomUUID(),
        routeKey: `${route.method} ${route.path}`,
        stage: '$default',
        time: now.toUTCString(),
        timeEpoch: now.getTime(),
        ...(claims ? { authorizer: { jwt: { claims: authorizerClaims(claims), scopes: null } } } : {}),
      },
      body: body.length ? (textual ? body.toString('utf8') : body.toString('base64')) : undefined,
      isBase64Encoded: body.length > 0 && !textual,
    };

    let result: unknown;
    try {
      result = await invoke(route.fn, event);
    } catch (error) {
      console.error(`[api] ${route.fn.name} threw: ${String((error as Error)?.stack ?? error)}`);
      return sendJson(res, 500, { message: 'Internal Server Error' });
    }
    // Payload 2.0 response inference: a bare value is JSON with status 200.
    if (result === undefined || result === null || typeof result !== 'object' || !('statusCode' in result)) {
      return sendJson(res, 200, result ?? null);
    }
    const answer = result as FunctionAnswer;
    let responseBody: Buffer | string =
      answer.body === undefined
        ? ''
        : answer.isBase64Encoded
          ? Buffer.from(answer.body, 'base64')
          : String(answer.body);
    const responseHeaders: Record<string, string> = { ...(answer.headers ?? {}), ...edge.headers };
    // CloudFront compresses what it serves (decision 022); the pages it sends to the API included,
    // unless the function did (decision 035).
    if (edge.compress && !responseHeaders['content-encoding'] && Buffer.byteLength(responseBody) > COMPRESS_MIN_BYTES) {
      const { encoding, bytes } = encodedBody(responseBody, req.headers['accept-encoding'], EDGE_BROTLI_QUALITY);
      responseBody = bytes;
      if (encoding !== 'identity') responseHeaders['content-encoding'] = encoding;
      responseHeaders.vary = 'Accept-Encoding';
    }
    res.writeHead(answer.statusCode, { ...responseHeaders, 'content-length': Buffer.byteLength(responseBody) });
    res.end(responseBody);
  };
}

/** A function's HTTP answer in payload 2.0's structured form, as far as the edge reads it. */
interface FunctionAnswer {
  statusCode: number;
  body?: string;
  isBase64Encoded?: boolean;
  headers?: Record<string, string>;
}

/**
 * Claims as API Gateway's JWT authorizer hands them to a function: an array claim (cognito:groups)
 * arrives as one string, "[admins other]", so the functions are run against that form locally too.
 */
function authorizerClaims(claims: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(claims).map(([name, value]) => [name, Array.isArray(value) ? `[${value.join(' ')}]` : value]),
  );
}
