import { preloadLandingScreen } from './app/landing-screens';
import { loadAppInSteps, nextTask } from './app/load-app-in-steps';
import { startEarlyRequests } from './lib/early-requests';
import { registerServiceWorker } from './lib/register-service-worker';
import './styles/tokens.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';

// The entry is kept tiny (decision 022). A landing page arrives prerendered and styled, so the
// browser is let paint it before React, the router and the app are fetched and run: they come
// right after the first frame, while the page's data is already on its way.
const firstPicture = startEarlyRequests(window.location);

/**
 * How long the app waits for Discover's first picture (painted from the early list) before it
 * starts anyway: the picture gets the connection first, and a slow list does not hold the app.
 */
const FIRST_PICTURE_WAIT_MS = 1000;

// The offline shell is installed after the app has started, once the page is quiet: its precache
// must not compete with the app's download and first renders. It is registered even if the app
// failed to load.
const startApp = () =>
  void loadAppInSteps({
    loadReact: () => import('./app/react-runtime'),
    preloadScreen: () => preloadLandingScreen(window.location.pathname),
    loadApp: () => import('./app/start-app'),
    nextTask,
  }).finally(registerServiceWorker);
const prerendered = document.getElementById('root')?.firstElementChild != null;
// A hidden tab gets no animation frames; it must not wait for one.
if (prerendered && document.visibilityState === 'visible')
  void Promise.race([firstPicture, new Promise((resolve) => setTimeout(resolve, FIRST_PICTURE_WAIT_MS))]).then(() =>
    requestAnimationFrame(() => setTimeout(startApp, 0)),
  );
else startApp();
