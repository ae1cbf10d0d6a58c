// Web Push in the service worker: a push from the server (functions/notifications/push-messages.ts)
// shows as a notification, and tapping it brings the app to the page it names — an open tab of the
// app is focused and sent there, otherwise a new window opens on it.

interface PushMessageData {
  json(): unknown;
}
interface PushEvent extends Event {
  readonly data: PushMessageData | null;
  waitUntil(promise: Promise<unknown>): void;
}
interface ShownNotification {
  readonly data: unknown;
  close(): void;
}
interface NotificationClickEvent extends Event {
  readonly notification: ShownNotification;
  waitUntil(promise: Promise<unknown>): void;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface PushScope {
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickEvent) => void): void;
  registration: {
    showNotification(
      title: string,
      options: NotificationOptions & { data?: unknown; renotify?: boolean },
    ): Promise<void>;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  location: Location;
}

/** What the server pushes: the words, the in-app path to open and the tag that collapses repeats. */
interface PushedNotice {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/icon-192.png';

function readNotice(data: PushMessageData | null): PushedNotice | null {
  try {
    const value = data?.json() as Partial<PushedNotice> | undefined;
    if (typeof value?.title !== 'string' || typeof value.body !== 'string') return null;
    return {
      title: value.title,
      body: value.body,
      url: typeof value.url === 'string' ? value.url : '/',
      tag: typeof value.tag === 'string' ? value.tag : 'yaktiv',
    };
  } catch {
    return null;
  }
}

/** Only the app's own pages open from a notification, whatever a payload says. */
export function sameOriginPath(url: unknown, origin: string): string {
  if (typeof url !== 'string') return '/';
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : '/';
  } catch {
    return '/';
  }
}

export function listenForPushes(scope: PushScope) {
  scope.addEventListener('push', (event) => {
    const notice = readNotice(event.data);
    if (!notice) return;
    event.waitUntil(
      scope.registration.showNotification(notice.title, {
        body: notice.body,
        icon: ICON,
        badge: BADGE,
        // One notification per game and kind: a newer one replaces it, and still rings.
        tag: notice.tag,
        renotify: true,
        data: { url: notice.url },
      }),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const origin = scope.location.origin;
    const path = sameOriginPath((event.notification.data as { url?: unknown } | null)?.url, origin);
    event.waitUntil(
      scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
        const open = windows.find((client) => client.url.startsWith(origin));
        if (!open) return scope.clients.openWindow(path);
        // Focusing may be refused (the browser decides); the tab is still brought to the page.
        const focused = await open.focus().catch(() => open);
        if (focused.url === `${origin}${path}`) return focused;
        // A tab this worker does not control can't be navigated from here: a new window then.
        return focused.navigate(`${origin}${path}`).catch(() => scope.clients.openWindow(path));
      }),
    );
  });
}
