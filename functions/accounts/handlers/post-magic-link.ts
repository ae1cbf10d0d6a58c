import { magicLinkRequestSchema } from '@shared/schemas/auth';
import { magicLinkRequests } from '../magic-link-requests';
import { httpHandler, json, parseBody } from '@functions/platform/http/http';

// Public. The answer never says whether the address has an account.
export const handler = httpHandler(async (event) => {
  const { email, language } = parseBody(event, magicLinkRequestSchema);
  await magicLinkRequests()(email, language);
  return json(202, { message: 'If an account exists for that address, a sign-in link is on its way.' });
});
