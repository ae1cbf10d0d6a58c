import type { PendingEvent } from '../platform/event-ports';

// What in-app notifications need from the outside world. Adapters implement these; tests pass fakes.

export interface StoredNotification {
  id: string;
  user_id: string;
  title: string;
  body: string;
  link: string;
  is_read: boolean;
  created_at: string;
}

export interface NotificationRepository {
  /** Writes it unless it exists: one event gives a user one notification however often it arrives. */
  add(notification: {
    userId: string;
    eventId: string;
    createdAt: string;
    title: string;
    body: string;
    link: string;
  }): Promise<void>;
  latest(userId: string, limit: number): Promise<StoredNotification[]>;
  /** Unread notifications, counted up to `cap`. */
  unreadCount(userId: string, cap: number): Promise<number>;
  /** Marks these (or, with null, every unread one) read; unknown ids are ignored. */
  markRead(userId: string, ids: string[] | null): Promise<void>;
}

/** Records events that no other write carries (a sent reminder, for the push consumer). */
export interface ReminderEvents {
  record(events: PendingEvent[], at: string): Promise<void>;
}
