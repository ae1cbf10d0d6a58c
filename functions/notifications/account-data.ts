import { dynamoNotificationAccountData } from './adapters/account-data-store';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';

/** A user's in-app notifications: their export reads them, their account's deletion erases them. */
export const notificationAccountData = /* @__PURE__ */ once(() =>
  dynamoNotificationAccountData(table().db, table().name),
);
