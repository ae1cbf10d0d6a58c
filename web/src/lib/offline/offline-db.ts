// The app's one IndexedDB database for what must work with no signal (decision 030): passes the
// player opened, and check-ins the host made offline. IndexedDB rather than localStorage: writes
// don't block the page, and a service worker could read it too.
const DB = 'yaktiv-offline';
export const PASSES = 'passes';
export const CHECK_INS = 'check-ins';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(PASSES)) db.createObjectStore(PASSES, { keyPath: 'requestId' });
      if (!db.objectStoreNames.contains(CHECK_INS)) db.createObjectStore(CHECK_INS, { keyPath: 'id' });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** One transaction on one store; resolves with what `work` asked for once it has committed. */
export async function withStore<T>(
  name: typeof PASSES | typeof CHECK_INS,
  mode: IDBTransactionMode,
  // biome-ignore lint/suspicious/noConfusingVoidType: work returns the request whose result is wanted, or nothing for a plain write; a block body that returns nothing is typed void, which undefined would not accept.
  work: (store: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T | undefined> {
  const db = await open();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const tx = db.transaction(name, mode);
      const request = work(tx.objectStore(name));
      tx.oncomplete = () => resolve(request ? request.result : undefined);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/** Storage can be missing (some private windows): say so in the console and carry on without it. */
export async function orWithout<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return typeof indexedDB === 'undefined' ? fallback : await work();
  } catch (error) {
    console.warn('Offline storage unavailable', error);
    return fallback;
  }
}

/** At sign-out: the next person on this phone must not find these passes or check-ins. */
export const clearOfflineData = () =>
  orWithout(async () => {
    await withStore(PASSES, 'readwrite', (store) => void store.clear());
    await withStore(CHECK_INS, 'readwrite', (store) => void store.clear());
  }, undefined);
