import { DELETE_CONFIRMATION_WORD } from '@shared/texts/account-data';
import { apiRequest } from '@web/lib/api-client';

// The two account-data calls: the export (GET /api/me/data, saved as a file) and the deletion
// (DELETE /api/me with the typed confirmation, which the server checks again).

/** The export's file name carries the day it was made, so several downloads don't overwrite each other. */
export const exportFileName = (now: Date) => `yaktiv-data-${now.toISOString().slice(0, 10)}.json`;

/** Fetches everything the app holds about the caller and hands the browser a file to save. */
export async function downloadMyData(now = new Date()): Promise<void> {
  const data = await apiRequest('/api/me/data', {
    parse: (body) => (body && typeof body === 'object' ? (body as object) : null),
  });
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(now);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the object URL is let go once the browser had it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function deleteMyAccount(confirmation: string): Promise<void> {
  await apiRequest('/api/me', {
    method: 'DELETE',
    body: { confirmation: confirmation === DELETE_CONFIRMATION_WORD ? confirmation : confirmation.trim() },
  });
}
