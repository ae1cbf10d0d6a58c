import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { BootError } from './app/BootError';
import { markAmplifyReady } from './lib/amplify-ready';
import { configureAmplify } from './lib/configure-amplify';
import { loadPublicConfig } from './lib/load-public-config';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

const renderApp = () =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

let showingError = false;

/**
 * Reads /config.json and configures Amplify. The shell is rendered first and does not wait:
 * nothing on screen needs Cognito until the session check, which waits on amplifyReady.
 * If the config cannot be read, the error screen replaces the app until a retry succeeds.
 */
async function boot(attempt: number): Promise<void> {
  try {
    configureAmplify(await loadPublicConfig(attempt));
  } catch (error) {
    console.error('Could not load /config.json', error);
    const detail = error instanceof Error ? error.message : String(error);
    showingError = true;
    root.render(<BootError key={attempt} detail={detail} onRetry={() => void boot(attempt + 1)} />);
    return;
  }
  markAmplifyReady();
  if (showingError) {
    showingError = false;
    renderApp();
  }
}

renderApp();
void boot(0);
