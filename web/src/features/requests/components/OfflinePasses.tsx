import { lazy, Suspense, useEffect, useState } from 'react';
import { formatWhen } from '@web/lib/games/format';
import { savedPasses } from '@web/lib/offline/pass-store';
import type { SavedPass } from '@web/lib/offline/saved-pass';
import { passLabelText } from '@web/lib/requests/request-texts';
import { t } from '../texts';

// The QR code library is in the service worker's precache, so this loads offline too.
const PassQr = lazy(() => import('@web/components/requests/PassQr').then((module) => ({ default: module.PassQr })));

/**
 * The passes kept on this phone, shown when the requests can't be fetched: QR, code,
 * game, time and venue, each marked as an offline copy with when it was saved.
 */
export function OfflinePasses() {
  const [passes, setPasses] = useState<SavedPass[] | null>(null);
  useEffect(() => {
    let active = true;
    void savedPasses().then((kept) => active && setPasses(kept));
    return () => {
      active = false;
    };
  }, []);

  if (!passes || passes.length === 0) return null;
  return (
    <section className="offline-passes" aria-labelledby="offline-passes-title">
      <h2 id="offline-passes-title">{t('requests.offline.heading')}</h2>
      <p className="muted">{t('requests.offline.lead')}</p>
      <ul className="request-list">
        {passes.map((pass) => (
          <li key={pass.requestId}>
            <article className="card offline-pass" aria-labelledby={`offline-pass-${pass.requestId}`}>
              <p className="offline-mark">{t('requests.offline.savedAt', { time: formatWhen(pass.savedAt) })}</p>
              <h3 id={`offline-pass-${pass.requestId}`} className="request-title">
                {t('requests.offline.passTitle', { label: t('passes.pass.title'), title: pass.title })}{' '}
                <span className="badge pass-label">{passLabelText(pass.label)}</span>
              </h3>
              <ul className="request-facts">
                <li>{pass.location}</li>
                <li>
                  {pass.gameDatetime ? (
                    <time dateTime={pass.gameDatetime}>{formatWhen(pass.gameDatetime)}</time>
                  ) : (
                    t('requests.card.tbd')
                  )}
                </li>
              </ul>
              <Suspense fallback={<span className="pass-qr-placeholder" aria-hidden="true" />}>
                <PassQr code={pass.code} />
              </Suspense>
              <p className="pass-code">
                <span className="visually-hidden">{t('passes.pass.code')} </span>
                <code>{pass.code}</code>
              </p>
              <p className="muted">{t('passes.pass.instruction')}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
