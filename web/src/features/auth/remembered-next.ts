import { nextPathFrom } from './auth-mode';

// A social sign-in leaves the app; the page to return to is kept for this tab until it is back.
const KEY = 'yaktiv.auth.next';

export function rememberNext(path: string): void {
  try {
    if (path !== '/') window.sessionStorage.setItem(KEY, path);
    else window.sessionStorage.removeItem(KEY);
  } catch {
    // Storage can be unavailable (private mode); the user then lands on home.
  }
}

export function takeRememberedNext(): string {
  try {
    const stored = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return stored ? nextPathFrom(`?next=${encodeURIComponent(stored)}`) : '/';
  } catch {
    return '/';
  }
}
