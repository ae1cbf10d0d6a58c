import { preloadLandingScreen } from './app/landing-screens';
import { startEarlyRequests } from './lib/early-requests';
import { registerServiceWorker } from './lib/register-service-worker';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';

// The entry is kept tiny (decision 022). A landing page arrives prerendered and styled, so the
// browser is let paint it before React, the router and the app are fetched and run: they come
// right after the first frame, while the page's data is already on its way.
startEarlyRequests(window.location);
registerServiceWorker();

const startApp = () => {
  preloadLandingScreen(window.location.pathname);
  void import('./app/start-app');
};
const prerendered = document.getElementById('root')?.firstElementChild != null;
// A hidden tab gets no animation frames; it must not wait for one.
if (prerendered && document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(startApp, 0));
else startApp();
