import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppNotification } from '@shared/schemas/join';
import { toast } from '@web/components/toast/toast-store';
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

export { notificationsKey } from '@web/lib/live-query-keys';
import { notificationsKey } from '@web/lib/live-query-keys';

/** The bell: the latest 20 and the unread count. */
export const getNotifications = (signal?: AbortSignal): Promise<NotificationList> =>
  apiRequest('/api/notifications', { parse: parseNotifications, signal });

/** Marks these notifications read, or all of them; answers the list as it is now. */
export const markNotificationsRead = (ids?: string[]): Promise<NotificationList> =>
  apiRequest('/api/notifications/read', { method: 'POST', body: ids ? { ids } : {}, parse: parseNotifications });

const POLL_MS = 60_000;

/**
 * The bell's count: join and payment news arrive live; the minute's poll stays, for what no live
 * message announces (reminders fire from schedules, community and moderation notices).
 */
export function useNotificationCount() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => getNotifications(signal),
    // TanStack Query pauses the interval while the tab is hidden and refetches when it is focused again.
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });
}

/** The panel's list: opening the panel is a good moment for fresh news. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => getNotifications(signal),
    refetchOnMount: 'always',
  });
}

/** Marks notifications read and keeps the answer as the list; a failure is a toast. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (list) => queryClient.setQueryData(notificationsKey, list),
    onError: (error) => toast({ title: 'Error', description: error.message, variant: 'destructive' }),
  });
}
