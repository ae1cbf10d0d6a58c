import { useState } from 'react';
import { declinePushPrompt, pushPromptDeclined } from '@web/lib/push/push-prompt-choice';
import { BRAND } from '@shared/constants';
import type { PushAudience } from './push-audience';
import { t } from './texts';
import { usePushDevice } from './use-push-device';
import './push.css';

/**
 * The app asks for notifications only once it has something to tell: after a player's first join
 * request, after a host's first game. 'Turn on' leads to the browser's own prompt; 'Not now' is
 * remembered on this device (Settings → Notifications can still turn it on).
 */
export function PushOptIn({ audience }: { audience: PushAudience }) {
  const device = usePushDevice();
  const [declined, setDeclined] = useState(pushPromptDeclined);
  const [turnedOn, setTurnedOn] = useState(false);

  if (turnedOn && device.state === 'on')
    return (
      <p className="card push-opt-in-done" role="status">
        {t('push.on')}
      </p>
    );
  if (turnedOn && device.state === 'blocked')
    return (
      <p className="card push-opt-in-done" role="status">
        {t('push.blocked', { brand: BRAND.name })}
      </p>
    );
  if (declined || device.state !== 'off') return null;

  return (
    <section className="card push-opt-in" aria-labelledby="push-opt-in-title">
      <h2 id="push-opt-in-title">{t('push.title')}</h2>
      <p className="muted">{t(`push.why.${audience}`)}</p>
      {device.error ? (
        <p className="field-error" role="alert">
          {device.error}
        </p>
      ) : null}
      <div className="push-opt-in-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={device.busy}
          onClick={() => {
            setTurnedOn(true);
            void device.turnOn();
          }}
        >
          {t(device.busy ? 'push.turningOn' : 'push.turnOn')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={device.busy}
          onClick={() => {
            declinePushPrompt();
            setDeclined(true);
          }}
        >
          {t('push.notNow')}
        </button>
      </div>
    </section>
  );
}
