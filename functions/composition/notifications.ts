import { dynamoNotificationRepository } from '../adapters/dynamo/notification-repository';
import { createNotificationService } from '../services/notification-service';
import { once } from './once';
import { table } from './table';

/** The bell's reads and writes: the table only. */
export const notificationService = /* @__PURE__ */ once(() =>
  createNotificationService({ notifications: dynamoNotificationRepository(table().db, table().name) }),
);
