// Copies of texts from shared/schemas/join.ts (it brings zod; decision 014) that the host's pages
// show. test/unit/web-joins-shapes.test.ts checks they stay equal to the originals.
export const CHECK_IN_TEXT = { codeRequired: 'Please enter a pass code', checkedIn: 'Checked in' } as const;

/** What anyone but the game's host sees on its manage and check-in pages (the server's 404 text). */
export const EVENT_NOT_FOUND = 'Event not found';
