import { rainCallOff } from '../rain-out/call-off';
import { callerOf, httpHandler, json, pathParameter } from '@functions/platform/http/http';

// The host calls their game off for rain: cancelled, everyone told, every paid player refunded in full.
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await rainCallOff().callOff(userId, pathParameter(event, 'id')));
});
