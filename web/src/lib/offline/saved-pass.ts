import { carriesPass, passLabel } from '@shared/rules/join-rules';
import type { PlayerJoinRequest } from '@shared/schemas/join';

// The pure side of offline passes (decision 030): what a kept copy holds, and when it
// must go. The storage is pass-store.ts.

/** What the player needs at the ground with no signal: the QR's code, the game, when and where. */
export interface SavedPass {
  requestId: string;
  gameId: string;
  code: string;
  label: 'PAID' | 'FREE';
  title: string;
  gameDatetime: string | null;
  location: string;
  /** ISO time the copy was taken from the server. */
  savedAt: string;
}

/**
 * Games have no end time. A kept pass outlives its start by this much (the longest pickup game and
 * a late check-in), then it is over even with no signal to ask the server.
 */
export const PASS_KEPT_AFTER_START_HOURS = 12;

/** The copy to keep of a request the server just sent, or null when it admits no one. */
export function savedPassOf(request: PlayerJoinRequest, now: Date): SavedPass | null {
  const { game } = request;
  if (!game || !request.game_pass || !carriesPass(request.status)) return null;
  if (game.status === 'completed' || game.status === 'cancelled') return null;
  const pass: SavedPass = {
    requestId: request.id,
    gameId: game.id,
    code: request.game_pass,
    label: passLabel(request.payment_status),
    title: game.title,
    gameDatetime: game.game_datetime,
    location: game.location,
    savedAt: now.toISOString(),
  };
  return isPassOver(pass, now) ? null : pass;
}

export function isPassOver(pass: Pick<SavedPass, 'gameDatetime'>, now: Date): boolean {
  if (!pass.gameDatetime) return false;
  const start = Date.parse(pass.gameDatetime);
  return !Number.isNaN(start) && now.getTime() > start + PASS_KEPT_AFTER_START_HOURS * 3_600_000;
}

/**
 * After the server's list of the player's requests: kept passes to refresh (still admitting) and
 * to drop (withdrawn, rejected, cancelled, over, or gone from the list).
 */
export function reconcileSavedPasses(
  saved: SavedPass[],
  requests: PlayerJoinRequest[],
  now: Date,
): { keep: SavedPass[]; drop: string[] } {
  const byId = new Map(requests.map((request) => [request.id, request]));
  const keep: SavedPass[] = [];
  const drop: string[] = [];
  for (const pass of saved) {
    const request = byId.get(pass.requestId);
    const fresh = request ? savedPassOf(request, now) : null;
    if (fresh) keep.push(fresh);
    else drop.push(pass.requestId);
  }
  return { keep, drop };
}
