import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import type { core } from 'zod';
import { MESSAGES } from '@shared/messages';
import type { ApiError } from '@shared/schemas/profile';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  UnauthenticatedError,
  UnavailableError,
  ValidationError,
} from '../errors';
import { compressedAnswer } from './compressed-answer';
import { cameThroughCdn } from './origin-check';
import { log } from '../observability/observability';

// The API Gateway HTTP API (payload 2.0) event, with the JWT authorizer's claims when present.
export type HttpEvent = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { jwt?: { claims: Record<string, string | number | boolean>; scopes?: string[] | null } };
  };
};
export type HttpResult = { statusCode: number; headers: Record<string, string>; body: string };

export function json(statusCode: number, body: unknown): HttpResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}

export const errorBody = (message: string, field?: string, errors?: ApiError['errors']): ApiError => ({
  message,
  ...(field ? { field } : {}),
  ...(errors?.length ? { errors } : {}),
});

/** Any zod schema, classic or zod/mini (a Lambda near its size budget uses the small build). */
export interface BodySchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: core.$ZodIssue[] } };
}

/**
 * Largest body any route accepts. Above every valid payload — the biggest, a game with
 * 20 questions of 20 options, is far smaller — yet large enough that an over-long field still gets
 * its own clear 400 rather than a 413. The schemas' maxima are what keep items under 400 KB.
 */
export const MAX_BODY_BYTES = 512 * 1024;
export const BODY_TOO_LARGE = `The request is too large (at most ${MAX_BODY_BYTES / 1024} KB)`;

const bodyBytes = (event: HttpEvent) =>
  event.body ? Buffer.byteLength(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : 0;

/** Parses the JSON body and validates it; failures become ValidationError with the field. */
export function parseBody<T>(event: HttpEvent, schema: BodySchema<T>): T {
  let raw: unknown = {};
  if (event.body) {
    const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
    try {
      raw = JSON.parse(text);
    } catch {
      throw new ValidationError(MESSAGES.malformedJson, 'body');
    }
  }
  return validated(raw, schema);
}

/** Validates the query string the same way (GET filters). */
export function parseQuery<T>(event: HttpEvent, schema: BodySchema<T>): T {
  return validated({ ...(event.queryStringParameters ?? {}) }, schema);
}

/** Ids are UUIDs; anything longer or with invisible characters names nothing we store. */
const PATH_PARAMETER = /^[^\p{Cc}\p{Cf}\s/]{1,128}$/u;

/** A path parameter the route guarantees, e.g. `{id}` of /api/games/{id}. */
export function pathParameter(event: HttpEvent, name: string): string {
  const value = event.pathParameters?.[name];
  if (!value) throw new ValidationError(`Missing path parameter: ${name}`, name);
  // A 2 KB id would reach DynamoDB as a key it refuses with a 500 (keys are at most 1 KB).
  if (!PATH_PARAMETER.test(value)) throw new ValidationError(`Invalid ${name} in the path`, name);
  return value;
}

function validated<T>(raw: unknown, schema: BodySchema<T>): T {
  const result = schema.safeParse(raw);
  if (!result.success) {
    // One entry per offending field; unknown keys each get their own entry.
    const errors = result.error.issues.flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => ({ field: [...issue.path, key].join('.'), message: `Unknown field: ${key}` }))
        : [{ field: issue.path.length ? issue.path.join('.') : 'body', message: issue.message }],
    );
    const first = errors[0]!;
    throw new ValidationErrorWithDetails(first.message, first.field, errors);
  }
  return result.data;
}

class ValidationErrorWithDetails extends ValidationError {
  constructor(
    message: string,
    field: string,
    readonly errors: NonNullable<ApiError['errors']>,
  ) {
    super(message, field);
  }
}

/** The caller as the authorizer verified them. Never read identity from the body: anyone can write any id there. */
export interface Caller {
  userId: string;
  username: string;
}

export function callerOf(event: HttpEvent): Caller {
  const claims = event.requestContext.authorizer?.jwt?.claims;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || !sub) throw new UnauthenticatedError(MESSAGES.notAuthenticated);
  return { userId: sub, username: String(claims?.username ?? sub) };
}

const statusFor = (error: DomainError): number => {
  if (error instanceof ValidationError) return 400;
  if (error instanceof UnauthenticatedError) return 401;
  if (error instanceof ForbiddenError) return 403;
  if (error instanceof NotFoundError) return 404;
  if (error instanceof ConflictError) return 409;
  if (error instanceof PayloadTooLargeError) return 413;
  if (error instanceof RateLimitedError) return 429;
  if (error instanceof UnavailableError) return 503;
  return 400;
};

/**
 * Wraps a handler body: only requests that came through CloudFront (when a secret says so); typed
 * errors become their status, anything else a logged 500; a JSON answer is compressed when the
 * client accepts it.
 */
export function httpHandler(body: (event: HttpEvent) => Promise<HttpResult>) {
  return async (event: HttpEvent): Promise<APIGatewayProxyResultV2> => {
    // A request around CloudFront (API Gateway's own URL) is refused as API Gateway refuses one.
    if (!cameThroughCdn(event.headers)) return json(403, { message: 'Forbidden' });
    try {
      // API Gateway lets up to 10 MB through; nothing valid is a fraction of that.
      if (bodyBytes(event) > MAX_BODY_BYTES) throw new PayloadTooLargeError(BODY_TOO_LARGE, 'body');
      return compressedAnswer(event, await body(event));
    } catch (error) {
      if (error instanceof DomainError) {
        const details = error instanceof ValidationErrorWithDetails ? error.errors : undefined;
        return json(statusFor(error), errorBody(error.message, error.field, details));
      }
      log.error('unhandled', { path: event.rawPath, error: error as Error });
      return json(500, errorBody('Something went wrong. Please try again.'));
    }
  };
}
