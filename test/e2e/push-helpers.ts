import type { Page } from 'playwright-core';
import type { PushDevice } from '../support/push-device';

// Web Push on a test phone. Headless Chromium can't reach a real push service, so the page's
// PushManager hands out a subscription whose endpoint is the local push stand-in and whose keys
// are the test's device's (real P-256 keys, so the test decrypts what the server sent); the app's
// own code (permission, subscribe with the VAPID key, POST to the API) runs unchanged. What the
// stand-in received is then delivered to the service worker as a push service would (CDP), and the
// notification it shows is tapped inside the worker.

/** Notifications allowed for the app, and PushManager answering with the test device's subscription. */
export async function installPushDevice(page: Page, appUrl: string, device: PushDevice) {
  await page.context().grantPermissions(['notifications'], { origin: appUrl });
  await page.context().addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const SUBSCRIBED = 'yaktiv-test.push-subscribed';
      const bytes = (text: string) => {
        const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
        const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
        return Uint8Array.from(raw, (c) => c.charCodeAt(0)).buffer;
      };
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true },
        getKey: (name: string) => bytes(name === 'p256dh' ? p256dh : auth),
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          localStorage.removeItem(SUBSCRIBED);
          return true;
        },
      };
      PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
        // As a real push manager: no application server key, no subscription.
        if (!options?.applicationServerKey || !options.userVisibleOnly)
          throw new DOMException('applicationServerKey and userVisibleOnly are required', 'NotAllowedError');
        localStorage.setItem(SUBSCRIBED, '1');
        return subscription as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function getSubscription() {
        return (localStorage.getItem(SUBSCRIBED) ? subscription : null) as unknown as PushSubscription | null;
      };
    },
    { endpoint: device.endpoint, p256dh: device.subscription.keys.p256dh, auth: device.subscription.keys.auth },
  );
}

/** Delivers a push's (decrypted) data to the page's service worker, as the browser's push service would. */
export async function deliverPush(page: Page, appUrl: string, data: string) {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && r.scopeURL.startsWith(appUrl));
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(appUrl).origin,
    registrationId: await registrationId,
    data,
  });
  await cdp.detach();
}

/** The notifications the service worker shows now. */
export const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as unknown,
    }));
  });

/** Taps the notification with this tag: its click event, dispatched in the service worker. */
export async function tapNotification(page: Page, tag: string) {
  const worker = page.context().serviceWorkers()[0] ?? (await page.context().waitForEvent('serviceworker'));
  await worker.evaluate(async (wanted) => {
    const scope = self as unknown as {
      registration: { getNotifications(filter: { tag: string }): Promise<Notification[]> };
      dispatchEvent(event: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`no notification tagged ${wanted}`);
    const NotificationEventOf = (self as unknown as { NotificationEvent: new (type: string, init: object) => Event })
      .NotificationEvent;
    scope.dispatchEvent(new NotificationEventOf('notificationclick', { notification }));
  }, tag);
}
