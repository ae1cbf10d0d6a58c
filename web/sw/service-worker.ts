// The service worker (decision 030): the built shell offline, and Web Push's notifications
// (push-handlers.ts, decision 067). Bundled on its own by
// web/build/service-worker-build.ts, which replaces the two constants below with the build's
// precache list and its hash. The DOM lib is what the project compiles with, so the few worker
// types used are named here instead of pulling in the WebWorker lib.

import { listenForPushes } from './push-handlers';

declare const YAKTIV_PRECACHE: string[];
declare const YAKTIV_PRECACHE_VERSION: string;

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  location: Location;
}

const worker = self as unknown as WorkerScope;
listenForPushes(self as unknown as Parameters<typeof listenForPushes>[0]);
const SHELL_PREFIX = 'yaktiv-shell-';
const SHELL_CACHE = `${SHELL_PREFIX}${YAKTIV_PRECACHE_VERSION}`;
/** The last good /config.json: the app can't boot without it, and it changes only on deploy. */
const CONFIG_CACHE = 'yaktiv-config';
const SHELL_PAGE = '/index.html';
const CONFIG = '/config.json';
const precached = new Set(YAKTIV_PRECACHE);
// Live data is never served from here: the API, media, and the local stack's own pages.
const NEVER = /^\/(api|media|dev|local-[a-z-]+)(\/|$)/;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(YAKTIV_PRECACHE))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(SHELL_PREFIX) && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin || NEVER.test(url.pathname)) return;
  // Pages from the network (prerendered landing pages, fresh deploys); offline, the shell.
  if (request.mode === 'navigate') return event.respondWith(fetch(request).catch(() => cachedOrError(SHELL_PAGE)));
  if (url.pathname === CONFIG) return event.respondWith(networkKeepingCopy(request));
  // Hashed assets never change under their name: the cached copy is the right one.
  if (precached.has(url.pathname))
    return event.respondWith(caches.match(url.pathname).then((hit) => hit ?? fetch(request)));
});

async function networkKeepingCopy(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) {
      const copy = response.clone();
      void caches.open(CONFIG_CACHE).then((cache) => cache.put(CONFIG, copy));
    }
    return response;
  } catch (error) {
    const cached = await caches.match(CONFIG, { cacheName: CONFIG_CACHE });
    if (cached) return cached;
    throw error;
  }
}

async function cachedOrError(path: string): Promise<Response> {
  return (await caches.match(path)) ?? Response.error();
}
