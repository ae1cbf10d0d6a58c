import { BRAND } from '@shared/constants';

/** Shown when /config.json cannot be read: without it we cannot talk to sign-in or the API. */
export function BootError({ detail, onRetry }: { detail: string; onRetry: () => void }) {
  return (
    <main className="boot-error" role="alert">
      <p className="logo-wordmark">{BRAND.wordmark}</p>
      <h1>We couldn't start {BRAND.name}</h1>
      <p>The app's settings could not be loaded. Check your connection and try again.</p>
      <p className="field-hint">{detail}</p>
      {/* biome-ignore lint/a11y/noAutofocus: this screen replaces the whole app when it cannot start; its only action takes focus so keyboard and screen-reader users land on it. */}
      <button type="button" className="btn btn-primary" onClick={onRetry} autoFocus>
        Retry
      </button>
    </main>
  );
}
