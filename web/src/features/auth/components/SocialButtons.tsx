import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { PublicConfig } from '@shared/schemas/public-config';
import { toast } from '@web/components/toast/toast-store';
import { publicConfig } from '@web/lib/auth/public-config';
import { nextPathFrom } from '../auth-mode';
import { FAILURES, FALLBACKS } from '../auth-texts';
import { loadSocialRedirect } from '../lazy-modules';
import { rememberNext } from '../remembered-next';
import { SOCIAL_PROVIDERS, localAuthorizeUrl, socialRoute, unavailableMessage, type SocialProvider } from '../social';
import { t } from '../texts';

/**
 * 'Continue with Google / Facebook / Apple'. A provider that is not configured keeps
 * its button, focusable but marked unavailable, with the reason beside it and in a toast when
 * pressed: never a silent failure.
 */
export function SocialButtons() {
  const [config, setConfig] = useState<PublicConfig | null>(null);
  const [starting, setStarting] = useState<SocialProvider | null>(null);
  const { search } = useLocation();
  const hintId = useId();

  useEffect(() => {
    let active = true;
    void publicConfig.then((loaded) => active && setConfig(loaded));
    // Back from the provider's page (restored from the back/forward cache): offer the buttons again.
    const reset = (event: PageTransitionEvent) => event.persisted && setStarting(null);
    window.addEventListener('pageshow', reset);
    return () => {
      active = false;
      window.removeEventListener('pageshow', reset);
    };
  }, []);

  const start = async (provider: SocialProvider) => {
    const loaded = config ?? (await publicConfig);
    const route = socialRoute(loaded, provider);
    if (route === 'unavailable') {
      toast({ title: FAILURES.social, description: unavailableMessage(provider), variant: 'destructive' });
      return;
    }
    setStarting(provider);
    rememberNext(nextPathFrom(search));
    try {
      if (route === 'local-stand-in' && loaded.userPoolEndpoint) {
        window.location.assign(localAuthorizeUrl(loaded.userPoolEndpoint, provider, window.location.origin));
        return;
      }
      const { signInWithRedirect } = await loadSocialRedirect();
      await signInWithRedirect({ provider });
    } catch (error) {
      console.warn('Social sign-in did not start', error);
      setStarting(null);
      toast({ title: FAILURES.social, description: FALLBACKS.social, variant: 'destructive' });
    }
  };

  const unavailable = config
    ? SOCIAL_PROVIDERS.filter((provider) => socialRoute(config, provider) === 'unavailable')
    : [];

  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of buttons, not form fields: role=group names them together without a fieldset's form semantics and default frame.
    <div className="social" role="group" aria-labelledby={`${hintId}-title`}>
      <p id={`${hintId}-title`} className="social-title">
        {t('auth.social.title')}
      </p>
      {SOCIAL_PROVIDERS.map((provider) => {
        const isUnavailable = unavailable.includes(provider);
        return (
          <button
            key={provider}
            type="button"
            className="btn btn-secondary btn-block social-button"
            aria-disabled={isUnavailable || starting !== null ? true : undefined}
            aria-describedby={isUnavailable ? `${hintId}-${provider}` : undefined}
            data-unavailable={isUnavailable || undefined}
            onClick={() => {
              if (starting === null) void start(provider);
            }}
          >
            {starting === provider ? t('auth.social.redirecting') : t('auth.social.continueWith', { provider })}
          </button>
        );
      })}
      {unavailable.map((provider) => (
        <p key={provider} id={`${hintId}-${provider}`} className="field-hint">
          {unavailableMessage(provider)}
        </p>
      ))}
    </div>
  );
}
