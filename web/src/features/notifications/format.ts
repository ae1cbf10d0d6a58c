import { relativeDay } from '@shared/rules/relative-day';

/** The bell's badge: nothing at 0; the server counts up to 99, so 99 reads '99+'. */
export const unreadBadge = (count: number): string => (count <= 0 ? '' : count >= 99 ? '99+' : String(count));

export const bellLabel = (count: number): string =>
  count > 0 ? `Notifications, ${unreadBadge(count)} unread` : 'Notifications';

/** 'Just now', '5 min ago', '3 h ago', 'Yesterday', else the day as every screen writes it: 'Sat 5 Dec' (India time). */
export function timeAgo(iso: string, now: Date): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const minutes = Math.floor((now.getTime() - at) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  if (minutes < 48 * 60) return 'Yesterday';
  return relativeDay(iso, now).day;
}

/** Only links inside the app are followed (they come from our own notifier, but a path is all they need). */
export const safeLink = (link: string): string | null =>
  link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : null;
