import { safeReturnPath } from '@shared/rules/return-path';

export type AuthMode = 'signin' | 'signup' | 'magic-link' | 'phone' | 'forgot' | 'callback';

const QUERY_MODES: readonly AuthMode[] = ['signin', 'signup', 'magic-link', 'phone', 'forgot'];

/**
 * The mode comes from the path (signup, magic-link, phone), else ?mode=, else sign-in.
 * 'forgot' (password reset) is reached by ?mode=forgot; the spec is silent on it.
 */
export function authModeFrom(pathname: string, search: string): AuthMode {
  if (/^\/auth\/callback\/?$/.test(pathname)) return 'callback';
  if (pathname.includes('signup')) return 'signup';
  if (pathname.includes('magic-link')) return 'magic-link';
  if (pathname.includes('phone')) return 'phone';
  const mode = new URLSearchParams(search).get('mode');
  return QUERY_MODES.find((candidate) => candidate === mode) ?? 'signin';
}

/** Where to go after signing in: the `?next=` path when it stays on this site, else home. */
export function nextPathFrom(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get('next')) ?? '/';
}
