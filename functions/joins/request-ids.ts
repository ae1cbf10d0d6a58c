import { randomBytes, randomUUID } from 'node:crypto';

// A join request's id, the one the API and the host's links use. When the game's and the player's ids
// are UUIDs (always, for games made here and Cognito's users) the id carries both, packed, after a
// random part: the request's key (its game and player) is read from the id itself, so a join needs no
// pointer item from id to key, and the random part still tells a request from the one that replaced it
// after a withdrawal. Any other id is a plain UUID and keeps its pointer.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A UUID's 16 bytes in base64url. */
const PACKED_UUID = 22;
/**
 * 3 random bytes, 4 characters: enough to tell one player's successive requests for a game apart (the
 * id is no secret: every route that takes it checks the caller), and short, because the id is stored
 * up to three times on its request (the id, the host's pending and nudged lists' sort keys): a request
 * kept within 1 KB is billed one unit a copy, not two.
 */
const RANDOM_BYTES = 3;
const RANDOM_CHARS = (RANDOM_BYTES / 3) * 4;
const PACKED = new RegExp(`^[A-Za-z0-9_-]{${RANDOM_CHARS + 2 * PACKED_UUID}}$`);

const pack = (uuid: string) => Buffer.from(uuid.replaceAll('-', ''), 'hex').toString('base64url');
const unpack = (packed: string) => {
  const hex = Buffer.from(packed, 'base64url').toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** A new request's id: its key packed in when both ids are UUIDs, else a UUID. */
export function newRequestId(gameId: string, userId: string): string {
  if (!UUID.test(gameId) || !UUID.test(userId)) return randomUUID();
  // The random part first: what keeps only an id's first characters (a payment's receipt) still tells requests apart.
  return `${randomBytes(RANDOM_BYTES).toString('base64url')}${pack(gameId)}${pack(userId)}`;
}

/** The game and player a request id names, or null for an id that carries no key (it has a pointer). */
export function requestKeyOfId(requestId: string): { gameId: string; userId: string } | null {
  if (!PACKED.test(requestId)) return null;
  const packedGame = requestId.slice(RANDOM_CHARS, RANDOM_CHARS + PACKED_UUID);
  const packedUser = requestId.slice(RANDOM_CHARS + PACKED_UUID);
  const gameId = unpack(packedGame);
  const userId = unpack(packedUser);
  // Only ids this made: a packed UUID packs back to the same text (spare low bits left at zero).
  return pack(gameId) === packedGame && pack(userId) === packedUser ? { gameId, userId } : null;
}
