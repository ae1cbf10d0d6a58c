import { dynamoHostingAccountData } from './adapters/account-data-store';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';

/** A user's host applications: their export reads them, their account's deletion erases them. */
export const hostingAccountData = /* @__PURE__ */ once(() => dynamoHostingAccountData(table().db, table().name));
