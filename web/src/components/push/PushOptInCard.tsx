import { useState } from 'react';
import { declinePushPrompt, pushPromptDeclined } from '@web/lib/push/push-prompt-choice';
import { usePushDevice } from './use-push-device';
import './push.css';

const WHY = {
  player: 'Know the moment the host answers, a spot opens up or a game is called off, even with the app closed.',
  host: 'Hear about new join requests and players waiting on you, even with the app closed.',
} as const;

/**
 * The app asks for notifications only once it has something to tell: after a player's first join
 * request, after a host's first game. 'Turn on' leads to the browser's own prompt; 'Not now' is
 * remembered on this device (Settings → Notifications can still turn it on).
 */
export function PushOptInCard({ audience }: { audience: keyof typeof WHY }) {
  const device = usePushDevice();
  const [declined, setDeclined] = useState(pushPromptDeclined);
  const [turnedOn, setTurnedOn] = useState(false);

  if (turnedOn && device.state === 'on')
    return (
      <p className="card push-opt-in-done" role="status">
        Notifications are on for this device. Choose what they tell you in Settings → Notifications.
      </p>
    );
  if (turnedOn && device.state === 'blocked')
    return (
      <p className="card push-opt-in-done" role="status">
        Your browser blocks notifications from Yaktiv. Allow them in the browser’s site settings, then turn them on in
        Settings → Notifications.
      </p>
    );
  if (declined || device.state !== 'off') return null;

  return (
    <section className="card push-opt-in" aria-labelledby="push-opt-in-title">
      <h2 id="push-opt-in-title">Get updates on this phone?</h2>
      <p className="muted">{WHY[audience]}</p>
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
          {device.busy ? 'Turning on…' : 'Turn on'}
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
          Not now
        </button>
      </div>
    </section>
  );
}
