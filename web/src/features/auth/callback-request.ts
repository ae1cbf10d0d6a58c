import { safeReturnPath } from '@shared/rules/return-path';
import { PATTERNS } from '@shared/validation';
import { usernameFromToken } from './sign-in-token';

/** What a visit to /auth/callback asks for, read from its query string. */
export type CallbackRequest =
  | { kind: 'error'; message: string }
  | { kind: 'confirm-sign-up'; email: string; code: string; next: string }
  | { kind: 'token'; method: 'magic-link' | 'social'; username: string; token: string }
  | { kind: 'managed-login' }
  | { kind: 'none' };

export const MALFORMED_LINK = 'This link is incomplete or damaged. Please request a new one.';

export function callbackRequestFrom(search: string): CallbackRequest {
  const params = new URLSearchParams(search);
  // A provider or the stand-in page reports a refusal or a cancellation this way (OAuth 2.0).
  const error = params.get('error');
  if (error) return { kind: 'error', message: params.get('error_description') || error };
  const method = params.get('method');
  if (method === 'confirm-sign-up') {
    const email = params.get('email')?.trim() ?? '';
    const code = params.get('code')?.trim() ?? '';
    if (!PATTERNS.email.test(email) || !PATTERNS.sixDigitCode.test(code))
      return { kind: 'error', message: MALFORMED_LINK };
    return { kind: 'confirm-sign-up', email, code, next: safeReturnPath(params.get('next')) ?? '/' };
  }
  if (method === 'magic-link' || method === 'social') {
    const token = params.get('token') ?? '';
    const username = usernameFromToken(token);
    if (!username) return { kind: 'error', message: MALFORMED_LINK };
    return { kind: 'token', method, username, token };
  }
  // Managed login in AWS returns with an authorization code Amplify exchanges.
  if (params.get('code') && params.get('state')) return { kind: 'managed-login' };
  return { kind: 'none' };
}
