import { gameInputSchema } from '@shared/schemas/game';
import { gameService } from '../games';
import { callerOf, httpHandler, json, parseBody } from '@functions/platform/http/http';

// A host publishes a game. Who the host is comes from the token; the role from the stored profile.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const input = parseBody(event, gameInputSchema);
  return json(201, await gameService().create(userId, input));
});
