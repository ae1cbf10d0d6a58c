import { useNavigate } from 'react-router-dom';
import { Dialog } from '@web/components/Dialog';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';
import { safeLink, timeAgo } from '../format';
import { t } from '../texts';

/** The latest 20 notifications; opening one marks it read and follows its link. */
export function NotificationsPanel({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const query = useNotifications();
  const markRead = useMarkNotificationsRead();
  const list = query.data?.notifications ?? [];
  const now = new Date();

  return (
    <Dialog title={t('notifications.title')} onClose={onClose} className="notifications-dialog">
      <div className="row">
        <p className="muted" role="status">
          {query.isPending
            ? t('notifications.loading')
            : query.data?.unread
              ? t('notifications.unread', { count: query.data.unread })
              : t('notifications.caughtUp')}
        </p>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={!query.data?.unread || markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
        >
          {t('notifications.markAll')}
        </button>
      </div>
      {query.error ? (
        <p className="form-error" role="alert">
          {t('notifications.error')}
        </p>
      ) : !query.isPending && list.length === 0 ? (
        <p className="muted">{t('notifications.empty')}</p>
      ) : (
        <ul className="notification-list">
          {list.map((item) => {
            const link = safeLink(item.link);
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className="notification"
                  data-unread={item.is_read ? 'false' : 'true'}
                  onClick={() => {
                    if (!item.is_read) markRead.mutate([item.id]);
                    onClose();
                    if (link) navigate(link);
                  }}
                >
                  <span className="notification-title">
                    {item.is_read ? null : <span className="visually-hidden">{t('notifications.unreadMark')} </span>}
                    {item.title}
                  </span>
                  <span className="notification-body">{item.body}</span>
                  <time className="notification-time" dateTime={item.created_at}>
                    {timeAgo(item.created_at, now)}
                  </time>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Dialog>
  );
}
