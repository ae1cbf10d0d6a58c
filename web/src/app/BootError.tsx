import { BRAND } from '@shared/constants';
import { t } from '@web/lib/i18n/texts';

/** Shown when /config.json cannot be read: without it we cannot talk to sign-in or the API. */
export function BootError({ detail, onRetry }: { detail: string; onRetry: () => void }) {
  return (
    <main className="boot-error" role="alert">
      <p className="logo-wordmark">{BRAND.wordmark}</p>
      <h1>{t('shell.boot.title', { brand: BRAND.name })}</h1>
      <p>{t('shell.boot.body')}</p>
      <p className="field-hint">{detail}</p>
      {/* biome-ignore lint/a11y/noAutofocus: this screen replaces the whole app when it cannot start; its only action takes focus so keyboard and screen-reader users land on it. */}
      <button type="button" className="btn btn-primary" onClick={onRetry} autoFocus>
        {t('shell.boot.retry')}
      </button>
    </main>
  );
}
