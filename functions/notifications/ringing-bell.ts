import type { NotificationRepository } from './ports';

// Every notification a consumer writes rings the person's bell on their live channel, so the bell
// needs no poll while the app is connected. The ring comes after the write: the screen it wakes
// reads a bell that already holds the notification.

export function ringingBell(
  notifications: NotificationRepository,
  ring: (userId: string) => Promise<void>,
): NotificationRepository {
  return {
    ...notifications,
    async add(notification) {
      await notifications.add(notification);
      await ring(notification.userId);
    },
  };
}
