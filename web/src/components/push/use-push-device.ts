import { useCallback, useEffect, useState } from 'react';
import { currentSubscription, pushKey, pushSupported, turnOffPush, turnOnPush } from '@web/lib/push/push-device';
import { t } from './texts';

/**
 * Where this device stands with Web Push: 'unavailable' (no support, or no key on this deployment),
 * 'blocked' (the browser refuses notifications for the app), 'off', 'on' — or 'checking' at first.
 */
export type PushDeviceState = 'checking' | 'unavailable' | 'blocked' | 'off' | 'on';

export function usePushDevice() {
  const [state, setState] = useState<PushDeviceState>('checking');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      const next: PushDeviceState =
        !pushSupported() || !(await pushKey())
          ? 'unavailable'
          : Notification.permission === 'denied'
            ? 'blocked'
            : (await currentSubscription())
              ? 'on'
              : 'off';
      if (live) setState(next);
    })().catch(() => live && setState('unavailable'));
    return () => {
      live = false;
    };
  }, []);

  const run = useCallback(async (change: () => Promise<PushDeviceState>) => {
    setBusy(true);
    setError(null);
    try {
      setState(await change());
    } catch (cause) {
      setError(t('push.failed', { problem: cause instanceof Error ? cause.message : t('push.somethingWrong') }));
    } finally {
      setBusy(false);
    }
  }, []);

  return {
    state,
    busy,
    error,
    turnOn: () =>
      run(async () => {
        const outcome = await turnOnPush();
        return outcome === 'dismissed' ? 'off' : outcome;
      }),
    turnOff: () =>
      run(async () => {
        await turnOffPush();
        return 'off';
      }),
  };
}
