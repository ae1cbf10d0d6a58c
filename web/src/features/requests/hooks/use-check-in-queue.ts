import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '@web/lib/api-request-error';
import { checkInPass } from '../api/check-ins';
import { checkInFailure, checkInOutcome, type CheckInOutcome } from '../check-in-result';
import { queueCheckIn, queuedCheckIns, removeQueuedCheckIn, type QueuedCheckIn } from '../check-in-queue';

/** No answer at all (status 0): the phone is offline, as opposed to the server saying no. */
export const isNetworkFailure = (error: unknown) => error instanceof ApiRequestError && error.status === 0;

export interface SentCheckIn extends CheckInOutcome {
  code: string;
}

/**
 * The check-in screen's offline queue: what waits, and what was sent from it with the server's
 * answer. Sent when the page opens online and whenever the browser comes back online.
 */
export function useCheckInQueue(gameId: string, onSent: () => void) {
  const [queued, setQueued] = useState<QueuedCheckIn[]>([]);
  const [sent, setSent] = useState<SentCheckIn[]>([]);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const notify = useRef(onSent);
  notify.current = onSent;

  const reload = useCallback(async () => setQueued(await queuedCheckIns(gameId)), [gameId]);

  const flush = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    let any = false;
    try {
      for (const entry of await queuedCheckIns(gameId)) {
        let outcome: CheckInOutcome;
        try {
          outcome = checkInOutcome(await checkInPass(gameId, { code: entry.code }));
        } catch (error) {
          // Still offline: keep the rest for the next time the browser is online.
          if (isNetworkFailure(error)) break;
          outcome = checkInFailure(error);
        }
        any = true;
        await removeQueuedCheckIn(entry.id);
        setSent((previous) => [...previous, { code: entry.code, ...outcome }]);
      }
    } finally {
      busy.current = false;
      setSending(false);
      await reload();
      if (any) notify.current();
    }
  }, [gameId, reload]);

  useEffect(() => {
    void reload().then(() => (navigator.onLine ? flush() : undefined));
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [reload, flush]);

  /** Keeps a check-in for later; false when this browser has no storage for it. */
  const enqueue = useCallback(
    async (code: string) => {
      const kept = await queueCheckIn(gameId, code);
      await reload();
      return kept;
    },
    [gameId, reload],
  );

  return { queued, sent, sending, enqueue };
}
