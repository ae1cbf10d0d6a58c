import { dynamoNotificationRepository } from './adapters/notification-repository';
import { createNotificationService } from './notification-service';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';

/** The bell's reads and writes: the table only. */
export const notificationService = /* @__PURE__ */ once(() =>
  createNotificationService({ notifications: dynamoNotificationRepository(table().db, table().name) }),
);
