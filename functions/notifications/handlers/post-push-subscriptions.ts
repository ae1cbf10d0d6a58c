import { isPublicHttpsEndpoint, PUSH_MESSAGES, pushSubscriptionSchema } from '@shared/schemas/push';
import { LOCAL_ENV } from '@functions/platform/env-names';
import { ValidationError } from '@functions/platform/errors';
import { callerOf, httpHandler, json, parseBody } from '@functions/platform/http/http';
import { pushSubscriptionService } from '../push';

// Saves the caller's device for Web Push after they said 'Turn on'. Pushes are sent to the endpoint
// from the server, so it must be a push service's public https address (locally: the stand-in).
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  const subscription = parseBody(event, pushSubscriptionSchema);
  const standIn = process.env[LOCAL_ENV.pushStandIn];
  const local = Boolean(standIn) && subscription.endpoint.startsWith(`${standIn}/`);
  if (!local && !isPublicHttpsEndpoint(subscription.endpoint))
    throw new ValidationError(PUSH_MESSAGES.endpointInvalid, 'endpoint');
  return json(201, await pushSubscriptionService().subscribe(userId, subscription));
});
