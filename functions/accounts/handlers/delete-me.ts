import { deleteAccountInputSchema } from '@shared/schemas/account-data';
import { accountDeletionService } from '../account-data';
import { callerOf, httpHandler, json, parseBody } from '@functions/platform/http/http';

// Identity from the verified token only; the body must repeat the typed confirmation.
export const handler = httpHandler(async (event) => {
  const caller = callerOf(event);
  parseBody(event, deleteAccountInputSchema);
  return json(200, await accountDeletionService().deleteAccount(caller));
});
