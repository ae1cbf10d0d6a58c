/**
 * The pool username a magic-link (or local social) token is for. The token's first dot-separated
 * part is base64url JSON whose `u` is the username; nothing else is read or trusted here, the
 * pool's Verify trigger checks the signature. Returns null for anything malformed.
 */
export function usernameFromToken(token: string): string | null {
  const head = token.split('.')[0];
  if (!head || !/^[A-Za-z0-9_-]+={0,2}$/.test(head)) return null;
  try {
    const base64 = head.replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(
      Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0)),
    );
    const payload: unknown = JSON.parse(json);
    const u = typeof payload === 'object' && payload !== null ? (payload as { u?: unknown }).u : undefined;
    return typeof u === 'string' && u ? u : null;
  } catch {
    return null;
  }
}
