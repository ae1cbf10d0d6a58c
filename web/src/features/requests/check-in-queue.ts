import { normalisePassCode } from '@shared/rules/pass-code';
import { CHECK_INS, orWithout, withStore } from '@web/lib/offline/offline-db';

// Check-ins the host made with no signal (decision 030), kept on the phone until they
// are sent. The server still admits each pass once: a queued pass that got in meanwhile answers
// 'Already checked in at HH:MM' when it is sent.

export interface QueuedCheckIn {
  /** One entry per pass and game: a QR held up to the camera is seen many times. */
  id: string;
  gameId: string;
  code: string;
  queuedAt: string;
}

export const queueCheckIn = (gameId: string, code: string, now = new Date()) =>
  orWithout(async () => {
    const entry: QueuedCheckIn = {
      id: `${gameId}#${normalisePassCode(code)}`,
      gameId,
      code: code.trim(),
      queuedAt: now.toISOString(),
    };
    // add, not put: a pass queued twice keeps its first time.
    await withStore(CHECK_INS, 'readwrite', (store) => {
      const request = store.add(entry);
      request.onerror = (event) => {
        if (request.error?.name === 'ConstraintError') event.preventDefault();
      };
    });
    return true;
  }, false);

/** This game's queue, oldest first. */
export const queuedCheckIns = (gameId: string) =>
  orWithout(async () => {
    const all =
      (await withStore<QueuedCheckIn[]>(
        CHECK_INS,
        'readonly',
        (store) => store.getAll() as IDBRequest<QueuedCheckIn[]>,
      )) ?? [];
    return all.filter((entry) => entry.gameId === gameId).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  }, [] as QueuedCheckIn[]);

export const removeQueuedCheckIn = (id: string) =>
  orWithout(() => withStore(CHECK_INS, 'readwrite', (store) => void store.delete(id)), undefined);
