import { useState } from 'react';
import { useAuth } from '@web/lib/auth/use-auth';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { t } from '../texts';

/** Signed in, but GET /api/me failed: say so and offer a retry, rather than asking for a profile that may exist. */
export function ProfileUnavailable() {
  useDocumentTitle(t('auth.unavailable.pageTitle'));
  const { refreshProfile, signOut, profileError } = useAuth();
  const [busy, setBusy] = useState(false);
  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <h1 id="auth-title">{t('auth.unavailable.title')}</h1>
      <p className="lead">{profileError?.message || t('auth.unavailable.tryAgain')}</p>
      <div className="actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            void refreshProfile().finally(() => setBusy(false));
          }}
        >
          {busy ? t('auth.unavailable.retrying') : t('auth.unavailable.retry')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => void signOut().catch(() => undefined)}>
          {t('auth.unavailable.signOut')}
        </button>
      </div>
    </section>
  );
}
