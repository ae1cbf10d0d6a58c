import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppNotification } from '@shared/schemas/join';
import { toast } from '@web/components/toast/toast-store';
import { t } from '../texts';
import { apiRequest } from '@web/lib/api-client';
import { isArrayOf, isBoolean, isString, pickShape, type Guard, type ShapeChecks } from '@web/lib/shape-check';
import { useLiveStatus } from '@web/lib/realtime/live-context';
import type { LiveStatus } from '@web/lib/realtime/live-socket';

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

/** How often the bell is read on its own: never while the live connection is open (the bell rings on it). */
export const bellPollMs = (live: LiveStatus): number | false => (live === 'open' ? false : BELL_FALLBACK_POLL_MS);
const BELL_FALLBACK_POLL_MS = 60_000;

/**
 * The bell's count. Every notification written rings the bell on the person's live channel; the
 * minute's poll is the fallback for when no connection is open (signed out of live updates, or it
 * dropped: then the 10 s fallback of the live screens reads it too).
 */
export function useNotificationCount() {
  const live = useLiveStatus();
  return useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => getNotifications(signal),
    // TanStack Query pauses the interval while the tab is hidden and refetches when it is focused again.
    refetchInterval: bellPollMs(live),
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
    onError: (error) =>
      toast({ title: t('notifications.errorTitle'), description: error.message, variant: 'destructive' }),
  });
}
