import { teamsInputSchema } from '@shared/schemas/teams';
import { callerOf, httpHandler, json, parseBody, pathParameter } from '@functions/platform/http/http';
import { teamService } from '../teams';

// The game's host saves the teams (checked-in players and walk-ins); refused once a result is recorded.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const input = parseBody(event, teamsInputSchema);
  return json(200, await teamService().save(userId, pathParameter(event, 'id'), input));
});
