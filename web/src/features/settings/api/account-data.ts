import { DELETE_CONFIRMATION_WORD } from '@shared/texts/account-data';
import { apiRequest } from '@web/lib/api-client';

// The two account-data calls: the export (GET /api/me/data, saved as a file) and the deletion
// (DELETE /api/me with the typed confirmation, which the server checks again).

/** The export's file name carries the day it was made, so several downloads don't overwrite each other. */
export const exportFileName = (now: Date) => `yaktiv-data-${now.toISOString().slice(0, 10)}.json`;

/** Fetches everything the app holds about the caller and hands the browser a file to save. */
export async function downloadMyData(now = new Date()): Promise<void> {
  // The saver is fetched on use: the module sits with the game page's calendar button, and
  // Settings should not load that page's chunk for one rarely used button.
  const [data, { saveFile }] = await Promise.all([
    apiRequest('/api/me/data', {
      parse: (body) => (body && typeof body === 'object' ? (body as object) : null),
    }),
    import('@web/lib/save-file'),
  ]);
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), exportFileName(now));
}

export async function deleteMyAccount(confirmation: string): Promise<void> {
  await apiRequest('/api/me', {
    method: 'DELETE',
    body: { confirmation: confirmation === DELETE_CONFIRMATION_WORD ? confirmation : confirmation.trim() },
  });
}
