import { randomBytes } from 'node:crypto';
import type { StoredGame, StoredJoinRequest } from './ports';

// What every join-loop and payment event says about its request, and how passes are made. Kept
// apart from join-service so the payment Lambdas can use them without the join schemas (zod).

/** A game pass: 128 random bits, URL-safe (spec §2 QR; design §3 unguessable). */
export const newPassCode = () => randomBytes(16).toString('base64url');

export const eventFields = (request: Pick<StoredJoinRequest, 'id' | 'game_id' | 'user_id'>, game: Pick<StoredGame, 'host_id' | 'title'> | null) => ({
  requestId: request.id,
  gameId: request.game_id,
  hostId: game?.host_id ?? '',
  userId: request.user_id,
  title: game?.title ?? '',
});
