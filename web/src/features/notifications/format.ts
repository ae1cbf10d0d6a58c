import { whenIn } from '@web/lib/i18n/format';
import { spokenLanguage } from '@web/lib/i18n/texts';
import { t } from './texts';

/** The bell's badge: nothing at 0; the server counts up to 99, so 99 reads '99+'. */
export const unreadBadge = (count: number): string => (count <= 0 ? '' : count >= 99 ? '99+' : String(count));

export const bellLabel = (count: number): string =>
  count > 0 ? t('notifications.bellUnread', { count: unreadBadge(count) }) : t('notifications.bell');

/** 'Just now', '5 min ago', '3 h ago', 'Yesterday', else the day as every screen writes it: 'Sat 5 Dec' (India time). */
export function timeAgo(iso: string, now: Date): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const minutes = Math.floor((now.getTime() - at) / 60_000);
  if (minutes < 1) return t('notifications.justNow');
  if (minutes < 60) return t('notifications.minutesAgo', { minutes });
  if (minutes < 24 * 60) return t('notifications.hoursAgo', { hours: Math.floor(minutes / 60) });
  if (minutes < 48 * 60) return t('notifications.yesterday');
  // The day as lists write it ('Sat 5 Dec', 'शनि, 5 दिस॰'), without the time that follows it.
  const when = whenIn(spokenLanguage(), iso, now);
  return when.slice(0, when.lastIndexOf(', '));
}

/** Only links inside the app are followed (they come from our own notifier, but a path is all they need). */
export const safeLink = (link: string): string | null =>
  link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') ? link : null;
