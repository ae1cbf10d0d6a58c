import { gameService } from '../games';
import { callerOf, httpHandler, json, pathParameter } from '@functions/platform/http/http';

// The host deletes their game, or cancels it when players asked to join (docs/decisions/010).
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await gameService().remove(userId, pathParameter(event, 'id')));
});
