import { phoneSignInRequestSchema } from '@shared/schemas/auth';
import { phoneSignInStarter } from '../phone-sign-in';
import { RateLimitedError } from '@functions/platform/errors';
import { errorBody, httpHandler, json, parseBody } from '@functions/platform/http/http';
import { clientAddress } from '@functions/platform/http/client-address';

// Public. Makes sure a pool user exists for the number, so the custom-auth sign-in that follows
// can send the code: a first phone sign-in creates the account, as the spec's phone flow does.
// The answer, and the time it takes, are the same for new and known numbers, so nobody can learn which numbers have accounts.
export const handler = httpHandler(async (event) => {
  const { phone } = parseBody(event, phoneSignInRequestSchema);
  try {
    const { username } = await phoneSignInStarter()(phone, clientAddress(event));
    return json(202, { message: 'Continue with the code we send to this number.', username });
  } catch (error) {
    if (!(error instanceof RateLimitedError) || !error.retryAfterSeconds) throw error;
    const answer = json(429, { ...errorBody(error.message, error.field), retryAfterSeconds: error.retryAfterSeconds });
    return { ...answer, headers: { ...answer.headers, 'retry-after': String(error.retryAfterSeconds) } };
  }
});
