import { joinInputSchema } from '@shared/schemas/join';
import { joinService } from '../joins';
import { callerOf, httpHandler, json, parseBody, pathParameter } from '@functions/platform/http/http';
import { ValidationError } from '@functions/platform/errors';
import { FirstClaimError, RequestExistsError } from '../join-service';

// join-game: the player asks to join; one request per player per game, race-free.
// An existing request answers 409 with its status, so the web can say 'Request Already Sent' or
// open My Game Requests.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const gameId = pathParameter(event, 'id');
  const input = parseBody(event, joinInputSchema);
  if (input.gameId && input.gameId !== gameId)
    throw new ValidationError('gameId does not match the game in the path', 'gameId');
  try {
    return json(201, await joinService().join(userId, gameId, input));
  } catch (error) {
    if (error instanceof RequestExistsError)
      return json(409, { message: error.message, status: error.status, joinRequestId: error.joinRequestId });
    // A series' date still reserved for its regulars: the page can say when it opens.
    if (error instanceof FirstClaimError)
      return json(409, { message: error.message, opens_to_public_at: error.opensToPublicAt });
    throw error;
  }
});
