import { apiRequest } from '@web/lib/api-client';
import { publicConfig } from '@web/lib/auth/public-config';

// This device's Web Push subscription: made with the app's VAPID key through the service worker,
// handed to the server, and taken back when the person turns push off here. The browser's own
// permission prompt only ever follows the person's 'Turn on'.

/** Whether this browser can take pushes at all (an installed PWA, Android Chrome, desktop browsers). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    import.meta.env.PROD
  );
}

/** The app's VAPID public key, or null when this deployment has no Web Push. */
export async function pushKey(): Promise<string | null> {
  return (await publicConfig).pushPublicKey;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The subscription this device already has, if any (none before the service worker is registered). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export type TurnOnOutcome = 'on' | 'blocked' | 'dismissed' | 'unavailable';

/**
 * Asks the browser (its permission prompt), subscribes with the app's key and saves the device on
 * the server. 'blocked': the browser refuses notifications for the app; 'dismissed': the person
 * closed the browser's prompt without choosing.
 */
export async function turnOnPush(): Promise<TurnOnOutcome> {
  const key = pushSupported() ? await pushKey() : null;
  if (!key) return 'unavailable';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'dismissed';
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }));
  await apiRequest('/api/push/subscriptions', { method: 'POST', body: subscription.toJSON() });
  return 'on';
}

/** The id the server keeps this device under: the SHA-256 of its endpoint (as the server hashes it). */
async function subscriptionId(endpoint: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Forgets this device on the server, then drops the browser's subscription. */
export async function turnOffPush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  const id = await subscriptionId(subscription.endpoint);
  await apiRequest(`/api/push/subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE' });
  await subscription.unsubscribe();
}
