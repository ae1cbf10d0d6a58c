// Friends on Yaktiv joining one game together. A player already in the game (confirmed or on the
// waitlist, so holding a pass) shares a link carrying a group code; a friend who joins through it
// joins the group. The code is the first player's request id and a fingerprint of their pass: only
// someone the player gave the link to can name their request, nothing new is stored on it, and the
// server checks a code with one read of that request. Hosts see who plays together and may keep
// them on one side of the split; they never see the fingerprint.

const FINGERPRINT_CHARS = 11;
const SEPARATOR = '.';
/** A request id (up to 64 characters of base64url or a UUID), a dot, the fingerprint. */
export const GROUP_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}\.[A-Za-z0-9_-]{11}$/;
/** The query parameter of the game page's link that carries a code. */
export const GROUP_LINK_PARAMETER = 'with';

const base64url = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
};

/** The code of a player's group: their request and a fingerprint of their pass (SHA-256, 66 bits kept). */
export async function groupCodeOf(requestId: string, gamePass: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(`group:${gamePass}`));
  return `${requestId}${SEPARATOR}${base64url(new Uint8Array(digest)).slice(0, FINGERPRINT_CHARS)}`;
}

/** The request whose player started the group (null for something that is no code). */
export function groupLeaderOf(code: string | null | undefined): string | null {
  if (!code || !GROUP_CODE_PATTERN.test(code)) return null;
  return code.slice(0, code.indexOf(SEPARATOR));
}

/** Who a request plays with, as hosts see it: the group's first request, or the request itself. */
export const playingGroupOf = (request: { id: string; group_code?: string | null }): string =>
  groupLeaderOf(request.group_code) ?? request.id;

/** The game page's link a player shares with friends. */
export const groupLink = (origin: string, gameId: string, code: string): string =>
  `${origin}/game/${encodeURIComponent(gameId)}?${GROUP_LINK_PARAMETER}=${encodeURIComponent(code)}`;

/**
 * For each request, the names of the other players in the list who joined in its group (the host's
 * request cards). A request whose group mates are on a page not loaded yet gets an empty list.
 */
export function playingTogetherNames(
  requests: readonly { id: string; contact_name: string; group?: string | null }[],
): Map<string, string[]> {
  const groupOf = (request: { id: string; group?: string | null }) => request.group ?? request.id;
  const members = new Map<string, { id: string; contact_name: string }[]>();
  for (const request of requests) members.set(groupOf(request), [...(members.get(groupOf(request)) ?? []), request]);
  return new Map(
    requests.map((request) => [
      request.id,
      (members.get(groupOf(request)) ?? []).filter((mate) => mate.id !== request.id).map((mate) => mate.contact_name),
    ]),
  );
}
