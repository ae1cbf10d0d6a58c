/**
 * A page to send someone to after signing in, when it stays on this site; else null.
 * Only a plain path is accepted ("/x", never "//host" or "/\host", which browsers treat as
 * another origin), so a crafted link cannot send a fresh session elsewhere. Auth pages are
 * refused too: returning to them would loop.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what this check refuses in a path.
  if (/[\u0000-\u001f\u007f]/.test(next) || /^\/auth(\/|$|\?)/.test(next)) return null;
  return next;
}

/** Where a brand-new account goes first: a short welcome (sports, level, city), then `next`. */
export const WELCOME_PATH = '/welcome';

export function welcomePath(next: string): string {
  return next === '/' ? WELCOME_PATH : `${WELCOME_PATH}?next=${encodeURIComponent(next)}`;
}
