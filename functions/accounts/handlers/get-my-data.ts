import { accountExportService } from '../account-data';
import { callerOf, httpHandler, json } from '@functions/platform/http/http';

// Everything the app holds about the caller, as one JSON document (the web saves it as a file).
export const handler = httpHandler(async (event) => {
  const { userId } = callerOf(event);
  return json(200, await accountExportService().exportOf(userId));
});
