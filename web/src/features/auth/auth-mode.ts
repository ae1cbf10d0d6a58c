export type AuthMode = 'signin' | 'signup' | 'magic-link' | 'phone' | 'callback';

const QUERY_MODES: readonly AuthMode[] = ['signin', 'signup', 'magic-link', 'phone'];

/** Spec §2: the mode comes from the path (signup, magic-link, phone), else ?mode=, else sign-in. */
export function authModeFrom(pathname: string, search: string): AuthMode {
  if (/^\/auth\/callback\/?$/.test(pathname)) return 'callback';
  if (pathname.includes('signup')) return 'signup';
  if (pathname.includes('magic-link')) return 'magic-link';
  if (pathname.includes('phone')) return 'phone';
  const mode = new URLSearchParams(search).get('mode');
  return QUERY_MODES.find((candidate) => candidate === mode) ?? 'signin';
}
