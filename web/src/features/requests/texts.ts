// Copies of texts from shared/schemas/join.ts (it brings zod; decision 014) that the host's pages
// show. test/unit/web-joins-shapes.test.ts checks they stay equal to the originals.
export const CHECK_IN_TEXT = { codeRequired: 'Please enter a pass code', checkedIn: 'Checked in' } as const;

/** What anyone but the game's host sees on its manage and check-in pages (the server's 404 text). */
export const EVENT_NOT_FOUND = 'Event not found';

/** Issue 14: passes and check-ins with no signal. */
export const OFFLINE_TEXT = {
  savedAt: (time: string) => `Offline copy — saved ${time}`,
  passesHeading: 'Your passes, saved on this phone',
  passesLead: "You're offline. These are the passes you opened before; the host can scan them as usual.",
  queued: 'Queued — will send when online',
  sending: 'Sending queued check-ins...',
} as const;
