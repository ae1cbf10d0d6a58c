import { useNavigate } from 'react-router-dom';
import { Dialog } from '@web/components/Dialog';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';
import { safeLink, timeAgo } from '../format';

/** The latest 20 notifications; opening one marks it read and follows its link. */
export function NotificationsPanel({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const query = useNotifications();
  const markRead = useMarkNotificationsRead();
  const list = query.data?.notifications ?? [];
  const now = new Date();

  return (
    <Dialog title="Notifications" onClose={onClose} className="notifications-dialog">
      <div className="row">
        <p className="muted" role="status">
          {query.isPending ? 'Loading...' : query.data?.unread ? `${query.data.unread} unread` : 'All caught up'}
        </p>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={!query.data?.unread || markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
        >
          Mark all as read
        </button>
      </div>
      {query.error ? (
        <p className="form-error" role="alert">
          Error loading data
        </p>
      ) : !query.isPending && list.length === 0 ? (
        <p className="muted">
          No notifications yet. You'll hear here when a host decides on your request or a player asks to join your game.
        </p>
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
                    {item.is_read ? null : <span className="visually-hidden">Unread: </span>}
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
