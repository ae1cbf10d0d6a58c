import { ADMINS_GROUP } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { NotFoundError } from '../platform/errors';
import { callerOf, type Caller, type HttpEvent } from '../platform/http/http';

// Operators are the members of the user pool group `admins`. Cognito puts a user's groups
// in the access token's `cognito:groups`; API Gateway's JWT authorizer hands array claims to the
// function as one string, "[admins other]", so both that and a real array are read.
export { ADMINS_GROUP };

type Claims = Record<string, unknown> | undefined;

function groupsOf(claims: Claims): string[] {
  const value = claims?.['cognito:groups'];
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string') return [];
  return value
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

/** The one server check: is the verified caller an operator? */
export const isAdmin = (claims: Claims): boolean => groupsOf(claims).includes(ADMINS_GROUP);

/**
 * The caller of an admin route, or for anyone else the very 404 an unknown /api path gets
 * (handlers/http/not-found.ts): admin routes don't admit they exist.
 */
export function adminOf(event: HttpEvent): Caller {
  const caller = callerOf(event);
  if (!isAdmin(event.requestContext.authorizer?.jwt?.claims))
    throw new NotFoundError(`${MESSAGES.notFound}: ${event.rawPath ?? ''}`.trim());
  return caller;
}
