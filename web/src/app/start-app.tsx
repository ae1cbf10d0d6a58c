import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { loadAmplify } from '../lib/auth/amplify-loader';
import { stopEarlyPainting } from '../lib/games/early-covers';
import { providePublicConfig } from '../lib/auth/public-config';
import { loadPublicConfig } from '../lib/load-public-config';
import { deviceLanguage, switchLanguage } from '../lib/i18n/language';
import { App } from './App';
import { landingScreenReady } from './AppRoutes';
import { BootError } from './BootError';

/**
 * Renders (or hydrates) the app and reads /config.json. Called by the entry a task after this
 * module was evaluated (load-app-in-steps.ts), so evaluating and hydrating are not one long task.
 */
export function startApp(): void {
  // The landing screen's chunk was asked for alongside the app's (landing-screens.ts); the app
  // takes the page over once it is here, so the screen is part of the first render.
  const screenReady = landingScreenReady(window.location.pathname);
  // The prerendered pages are English. Another language loads its texts first and renders afresh.
  const language = deviceLanguage();
  if (language === 'en') void screenReady.then(() => startIn(false));
  else
    void Promise.all([switchLanguage(language), screenReady]).then(
      () => startIn(true),
      (error: unknown) => {
        console.error('Could not load the texts of', language, error);
        void screenReady.then(() => startIn(false));
      },
    );
}

function startIn(renderAfresh: boolean): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  // The entry may have painted Discover's first pictures into the page; from here on the page is React's.
  stopEarlyPainting();

  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The landing pages arrive prerendered (web/build/prerender.ts) for the URL without a query;
  // with one (filters, a map view) the first render differs, so the page is rendered afresh.
  const prerendered = !renderAfresh && container.firstElementChild !== null && window.location.search === '';
  /**
   * Hydrating as a transition lets React yield to the browser between pieces of the page instead
   * of taking one long task (decision 033); the prerendered page is on screen meanwhile.
   */
  function hydrate(): Root {
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container!, app, {
        // A visitor whose first render differs from the build's (a remembered city, reduced motion)
        // still gets a correct page: React renders that part on the client. Worth a note, not an error.
        onRecoverableError: (error) =>
          console.warn('The prerendered page differed from the first render; rendered it in the browser.', error),
      });
    });
    return root!;
  }
  const root = prerendered ? hydrate() : createRoot(container);
  const renderApp = () => root.render(app);

  let showingError = false;

  /**
   * Reads /config.json and hands it to whoever waits for it (the session check, Amplify's loader).
   * The shell is rendered first and does not wait. Amplify itself is loaded only where it is
   * needed: a stored session (see amplify-loader.ts) or an auth screen, which will use it at once.
   * If the config cannot be read, the error screen replaces the app until a retry succeeds.
   */
  async function boot(attempt: number): Promise<void> {
    try {
      providePublicConfig(await loadPublicConfig(attempt));
    } catch (error) {
      console.error('Could not load /config.json', error);
      const detail = error instanceof Error ? error.message : String(error);
      showingError = true;
      root.render(<BootError key={attempt} detail={detail} onRetry={() => void boot(attempt + 1)} />);
      return;
    }
    if (window.location.pathname.startsWith('/auth'))
      void loadAmplify().catch((error: unknown) => console.error('Could not load sign-in', error));
    if (showingError) {
      showingError = false;
      renderApp();
    }
  }

  if (!prerendered) renderApp();
  void boot(0);
}
