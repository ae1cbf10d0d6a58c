import { phoneSignInRequestSchema } from '../../../shared/schemas/auth';
import { userDirectory } from '../../composition/user-directory';
import { httpHandler, json, parseBody } from '../../lib/http';

// Public. Makes sure a pool user exists for the number, so the custom-auth sign-in that follows
// can send the code: a first phone sign-in creates the account, as the spec's phone flow does.
// The answer is the same for new and known numbers.
export const handler = httpHandler(async (event) => {
  const { phone } = parseBody(event, phoneSignInRequestSchema);
  const directory = userDirectory();
  if (!(await directory.findByPhone(phone))) await directory.createPhoneUser(phone);
  return json(202, { message: 'Continue with the code we send to this number.', username: phone });
});
