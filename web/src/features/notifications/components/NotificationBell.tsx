import { BellIcon } from '@web/components/icons';
import { lazy, useState } from 'react';
import { useNotificationCount } from '../api/notifications';
import { bellLabel, unreadBadge } from '../format';
import { LazyWhen } from '@web/components/LazyWhen';
import '../notifications.css';

const NotificationsPanel = lazy(() =>
  import('./NotificationsPanel').then((module) => ({ default: module.NotificationsPanel })),
);

/** The bell in the top bar (signed in only): unread count, rung on the live channel (polled each minute while that is down). */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const query = useNotificationCount();
  const unread = query.data?.unread ?? 0;
  const badge = unreadBadge(unread);
  return (
    <>
      <button
        type="button"
        className="icon-button bell"
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <BellIcon />
        {badge ? (
          <span className="bell-badge" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </button>
      <LazyWhen when={open}>
        <NotificationsPanel onClose={() => setOpen(false)} />
      </LazyWhen>
    </>
  );
}
