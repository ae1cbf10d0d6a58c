import { ValidationError } from './errors';
import type { GamePosition } from './ports';

// Discover's paging cursor (spec §9: pages of up to 100): the last game a page considered, in
// start order, as opaque base64url. It names a position, not a query, so a page after a change of
// filters simply continues from the same point in time.
export const INVALID_CURSOR = 'Invalid cursor';

export function encodeGameCursor(position: GamePosition | null): string | null {
  return position ? Buffer.from(JSON.stringify([position.game_datetime, position.id])).toString('base64url') : null;
}

export function decodeGameCursor(text: string | undefined): GamePosition | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2) {
      const [game_datetime, id] = value as unknown[];
      if (typeof game_datetime === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(game_datetime) && typeof id === 'string' && /^[\w-]{1,64}$/.test(id)) {
        return { game_datetime, id };
      }
    }
  } catch {
    // not ours: the same answer as any other bad cursor
  }
  throw new ValidationError(INVALID_CURSOR, 'cursor');
}
