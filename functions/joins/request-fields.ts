import { randomInt } from 'node:crypto';
import { makePassCode } from '@shared/rules/pass-code';
import type { StoredGame } from '@functions/games';
import type { StoredJoinRequest } from './ports';

// What every join-loop and payment event says about its request, and how passes are made. Kept
// apart from join-service so the payment Lambdas can use them without the join schemas (zod).

/** A game pass: 12 symbols of 26 (~56 random bits), grouped for reading aloud (decision 030). */
export const newPassCode = () => makePassCode((size) => randomInt(size));

export const eventFields = (
  request: Pick<StoredJoinRequest, 'id' | 'game_id' | 'user_id'>,
  game: Pick<StoredGame, 'host_id' | 'title'> | null,
) => ({
  requestId: request.id,
  gameId: request.game_id,
  hostId: game?.host_id ?? '',
  userId: request.user_id,
  title: game?.title ?? '',
});
