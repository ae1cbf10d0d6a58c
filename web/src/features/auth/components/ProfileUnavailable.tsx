import { useState } from 'react';
import { useAuth } from '@web/lib/auth/use-auth';
import { useDocumentTitle } from '@web/lib/use-document-title';

/** Signed in, but GET /api/me failed: say so and offer a retry, rather than asking for a profile that may exist. */
export function ProfileUnavailable() {
  useDocumentTitle('Profile unavailable');
  const { refreshProfile, signOut, profileError } = useAuth();
  const [busy, setBusy] = useState(false);
  return (
    <section className="screen auth" aria-labelledby="auth-title">
      <h1 id="auth-title">We couldn't load your profile</h1>
      <p className="lead">{profileError?.message || 'Please try again.'}</p>
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
          {busy ? 'Retrying...' : 'Retry'}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => void signOut().catch(() => undefined)}>
          Sign Out
        </button>
      </div>
    </section>
  );
}
