import { LIMITS } from '@shared/constants';
import type { AppNotification } from '@shared/schemas/join';
import type { NotificationRepository } from './ports';

// The bell in the top bar (the latest 20): a list and an unread count.
const UNREAD_CAP = 99;

export function createNotificationService(deps: { notifications: NotificationRepository }) {
  const { notifications } = deps;

  async function list(userId: string): Promise<{ notifications: AppNotification[]; unread: number }> {
    const [latest, unread] = await Promise.all([
      notifications.latest(userId, LIMITS.notifications),
      notifications.unreadCount(userId, UNREAD_CAP),
    ]);
    return { notifications: latest.map(({ user_id: _user, ...rest }) => rest), unread };
  }

  /** Marks these (or all) read and answers the list as it is now. */
  async function markRead(userId: string, ids: string[] | undefined) {
    await notifications.markRead(userId, ids ?? null);
    return list(userId);
  }

  return { list, markRead };
}
export type NotificationService = ReturnType<typeof createNotificationService>;
