import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { Sport } from '@shared/constants';
import { safeReturnPath, WELCOME_PATH } from '@shared/rules/return-path';
import { BusyButton, useBusy } from '@web/components/form';
import { PlayerChoiceFields } from '@web/components/PlayerChoiceFields';
import { Loading } from '@web/components/Loading';
import { toast } from '@web/components/toast/toast-store';
import { useAuth } from '@web/lib/auth/use-auth';
import { CITIES, rememberCity } from '@web/lib/cities';
import { cityName } from '@web/lib/city-name';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { saveWelcome, type WelcomeChoices } from '../api/save-welcome';
import { t } from '../texts';
import { hasWelcomeChoices } from '../welcome-state';
import '../onboarding.css';

/**
 * /welcome: a brand-new account picks the sports it plays and its level (one screen), then its
 * city (one tap), and goes on to the page it came for — often the game it was about to join.
 */
export function WelcomeScreen() {
  useDocumentTitle(t('onboarding.pageTitle'));
  const { search } = useLocation();
  const navigate = useNavigate();
  const next = safeReturnPath(new URLSearchParams(search).get('next')) ?? '/';
  const { loading, user, profile, profileLoading, setProfile } = useAuth();
  const [step, setStep] = useState<'play' | 'city'>('play');
  const [sports, setSports] = useState<Sport[]>([]);
  const [level, setLevel] = useState<WelcomeChoices['skill_level']>(null);
  const saving = useBusy();

  // Only the first read waits: a refresh of a known profile must not unmount the picks made so far.
  if (loading || (user && profileLoading && !profile)) return <Loading />;
  if (!user) return <Navigate to={`/auth?next=${encodeURIComponent(`${WELCOME_PATH}${search}`)}`} replace />;
  if (hasWelcomeChoices(profile) && !saving.busy) return <Navigate to={next} replace />;

  const finish = (city: string | null) =>
    saving.run(async () => {
      try {
        if (sports.length || level || city) setProfile(await saveWelcome({ sports, skill_level: level, city }));
        if (city) rememberCity(city);
        navigate(next, { replace: true });
      } catch (error) {
        toast({
          title: t('onboarding.saveFailed'),
          description: t('onboarding.saveFailedDetail', {
            reason: error instanceof Error ? error.message : t('onboarding.somethingWrong'),
          }),
          variant: 'destructive',
        });
      }
    });
  const skip = () => navigate(next, { replace: true });
  const firstName = (profile?.name ?? user.name ?? '').trim().split(/\s+/)[0];

  return (
    <section className="screen welcome" aria-labelledby="welcome-title">
      <p className="welcome-step muted" aria-live="polite">
        {t('onboarding.step', { step: step === 'play' ? 1 : 2 })}
      </p>
      {step === 'play' ? (
        <>
          <h1 id="welcome-title">
            {firstName ? t('onboarding.greetingNamed', { name: firstName }) : t('onboarding.greeting')}
          </h1>
          <p className="lead">{t('onboarding.playLead')}</p>
          <PlayerChoiceFields
            sportsLegend={t('onboarding.sportsLegend')}
            sportsHint={t('onboarding.sportsHint')}
            chipsClass="welcome-chips"
            sports={sports}
            onSports={setSports}
            level={level}
            onLevel={setLevel}
          />
          <div className="actions">
            <button type="button" className="btn btn-primary" onClick={() => setStep('city')}>
              {t('onboarding.continue')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={skip}>
              {t('onboarding.skip')}
            </button>
          </div>
        </>
      ) : (
        <>
          <h1 id="welcome-title">{t('onboarding.cityTitle')}</h1>
          <p className="lead">{t('onboarding.cityLead')}</p>
          <ul className="welcome-cities" aria-label={t('onboarding.cities')}>
            {CITIES.map((city) => (
              <li key={city.id}>
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={saving.busy}
                  onClick={() => void finish(city.id)}
                >
                  {cityName(city)}
                </button>
              </li>
            ))}
          </ul>
          <div className="actions">
            <BusyButton
              busy={saving.busy}
              busyLabel={t('onboarding.saving')}
              className="btn btn-secondary"
              onClick={() => void finish(null)}
            >
              {t('onboarding.notListed')}
            </BusyButton>
            <button type="button" className="btn btn-secondary" onClick={() => setStep('play')} disabled={saving.busy}>
              {t('onboarding.back')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
