import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { BootError } from './app/BootError';
import { configureAmplify } from './lib/configure-amplify';
import { loadPublicConfig } from './lib/load-public-config';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

// Amplify must be configured before anything asks for a session, so config comes first.
async function boot(attempt: number): Promise<void> {
  try {
    configureAmplify(await loadPublicConfig(attempt));
  } catch (error) {
    console.error('Could not load /config.json', error);
    const detail = error instanceof Error ? error.message : String(error);
    root.render(<BootError key={attempt} detail={detail} onRetry={() => void boot(attempt + 1)} />);
    return;
  }
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot(0);
