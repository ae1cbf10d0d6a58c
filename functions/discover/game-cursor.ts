import { ValidationError } from '../platform/errors';
import type { GamePosition } from '@functions/games';

// Paging cursors: the last item a page considered, as a time and an id in opaque base64url. A
// cursor names a position, not a query, so a page after a change simply goes on from that point.
// Discover pages by start (pages of up to 100); the host's pending requests by arrival.
export const INVALID_CURSOR = 'Invalid cursor';

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ID = /^[\w-]{1,64}$/;

/** A position in an index sorted by a time, then an id. */
export interface TimePosition {
  at: string;
  id: string;
}

export function encodeTimeCursor(position: TimePosition | null): string | null {
  return position ? Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url') : null;
}

/** undefined when absent; a 400 (`Invalid cursor`) for anything this code did not write. */
export function decodeTimeCursor(text: string | undefined): TimePosition | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [at, id] = value as unknown[];
      if (typeof at === 'string' && ISO_UTC.test(at) && typeof id === 'string' && ID.test(id)) return { at, id };
    }
  } catch {
    // not ours: the same answer as any other bad cursor
  }
  throw new ValidationError(INVALID_CURSOR, 'cursor');
}

export const encodeGameCursor = (position: GamePosition | null) =>
  encodeTimeCursor(position && { at: position.game_datetime, id: position.id });

export function decodeGameCursor(text: string | undefined): GamePosition | undefined {
  const position = decodeTimeCursor(text);
  return position && { game_datetime: position.at, id: position.id };
}
