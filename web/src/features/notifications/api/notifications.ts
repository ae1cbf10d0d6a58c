import type { AppNotification } from '@shared/schemas/join';
import { apiRequest } from '@web/lib/api-client';
import { isArrayOf, isBoolean, isString, pickShape, type Guard, type ShapeChecks } from '@web/lib/shape-check';

export interface NotificationList {
  notifications: AppNotification[];
  unread: number;
}

// notificationsSchema without zod (the bell loads right after the first paint; decision 014).
const NOTIFICATION: ShapeChecks<AppNotification> = {
  id: isString,
  title: isString,
  body: isString,
  link: isString,
  is_read: isBoolean,
  created_at: isString,
};
const isNotification: Guard<AppNotification> = (value): value is AppNotification =>
  pickShape(value, NOTIFICATION) !== null;
const isCount: Guard<number> = (value): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

export function parseNotifications(body: unknown): NotificationList | null {
  const list = pickShape(body, { notifications: isArrayOf(isNotification), unread: isCount });
  return list && { notifications: list.notifications.map((n) => pickShape(n, NOTIFICATION)!), unread: list.unread };
}

export const notificationsKey = ['notifications'] as const;

/** The bell: the latest 20 and the unread count. */
export const getNotifications = (signal?: AbortSignal): Promise<NotificationList> =>
  apiRequest('/api/notifications', { parse: parseNotifications, signal });

/** Marks these notifications read, or all of them; answers the list as it is now. */
export const markNotificationsRead = (ids?: string[]): Promise<NotificationList> =>
  apiRequest('/api/notifications/read', { method: 'POST', body: ids ? { ids } : {}, parse: parseNotifications });
