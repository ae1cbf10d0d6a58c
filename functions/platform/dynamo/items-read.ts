import { LOCAL_ENV } from '../env-names';
import type { HttpResult } from '../http/http';

// What a list answer cost DynamoDB, for the local stack and the bench (items
// read beside items returned). Deployed functions don't set the variable, so nothing leaks there.
export const ITEMS_READ_HEADER = 'x-items-read';

export function withItemsRead(result: HttpResult, itemsRead: number): HttpResult {
  if (process.env[LOCAL_ENV.reportItemsRead] !== '1') return result;
  return { ...result, headers: { ...result.headers, [ITEMS_READ_HEADER]: String(itemsRead) } };
}
