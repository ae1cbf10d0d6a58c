// The offline shell (decision 030). Registered once the page has loaded, so installing it (and
// precaching every chunk) never competes with the first paint or the landing page's own requests.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker
      .register('/sw.js')
      .catch((error: unknown) => console.warn('Service worker not registered', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
