import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LIMITS } from '@shared/constants';
import { toast } from '@web/components/toast/toast-store';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { TOASTS } from '../auth-texts';
import { runCallback } from '../callback-runner';
import { takeRememberedNext } from '../remembered-next';
import { useCompleteSignIn } from '../hooks/auth-form-hooks';
import { t } from '../texts';
import { localMessage } from '@web/lib/i18n/local-message';

const SIGN_IN_PATH = '/auth?mode=signin';

/**
 * /auth/callback: completes an e-mail confirmation, a magic link, or a social sign-in,
 * showing 'Completing sign in...'; on failure 'Authentication Failed', the reason, and a
 * redirect to sign-in after 3 s.
 */
export function AuthCallback() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  useDocumentTitle(failure ? t('auth.callback.failed') : t('auth.callback.completingTitle'));

  // biome-ignore lint/correctness/useExhaustiveDependencies: the callback runs once, for the link that opened the page.
  useEffect(() => {
    let active = true;
    void runCallback(search).then(async (outcome) => {
      if (!active) return;
      switch (outcome.kind) {
        case 'signed-in': {
          await completeSignIn();
          const next = takeRememberedNext();
          // The auth screen sends the user on: home, the page they came for, or profile completion.
          if (active) navigate(next === '/' ? '/auth' : `/auth?next=${encodeURIComponent(next)}`, { replace: true });
          break;
        }
        case 'welcome':
          await completeSignIn(TOASTS.welcome);
          if (active)
            navigate(outcome.next === '/' ? '/auth' : `/auth?next=${encodeURIComponent(outcome.next)}`, {
              replace: true,
            });
          break;
        case 'confirmed':
          toast({ ...TOASTS.emailConfirmed, variant: 'success' });
          navigate(outcome.next === '/' ? SIGN_IN_PATH : `${SIGN_IN_PATH}&next=${encodeURIComponent(outcome.next)}`, {
            replace: true,
            state: { email: outcome.email },
          });
          break;
        case 'failed':
          toast({ title: outcome.title, description: outcome.message, variant: 'destructive' });
          setFailure(outcome.message);
          break;
      }
    });
    return () => {
      active = false;
    };
    // The URL is read once: the callback runs for the link that opened it.
  }, []);

  useEffect(() => {
    if (failure === null) return;
    const timer = setTimeout(() => navigate(SIGN_IN_PATH, { replace: true }), LIMITS.callbackErrorRedirectMs);
    return () => clearTimeout(timer);
  }, [failure, navigate]);

  if (failure !== null) {
    return (
      <section className="screen auth callback" aria-labelledby="auth-title" role="alert">
        <h1 id="auth-title">{t('auth.callback.failed')}</h1>
        <p className="lead">{localMessage(failure)}</p>
        <p className="muted">{t('auth.callback.redirecting')}</p>
        <p className="auth-links">
          <Link to={SIGN_IN_PATH} replace>
            {t('auth.callback.signInNow')}
          </Link>
        </p>
      </section>
    );
  }
  return (
    <section className="screen auth callback" aria-labelledby="auth-title" aria-busy="true">
      <h1 id="auth-title">{t('auth.callback.completing')}</h1>
      <div className="spinner" aria-hidden="true" />
    </section>
  );
}
