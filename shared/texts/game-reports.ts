// What reporting a game says, without zod: the report dialog opens from the game page and
// Discover's game dialog, and the server answers with the same texts.

/** POST /api/games/{id}/reports: what a player tells the moderators (one report per user per game). */
export const REPORT_MESSAGES = {
  reasonRequired: 'Please tell us what is wrong',
  reasonTooLong: 'Please keep the report under 500 characters',
  received: 'Thanks — our moderators will review this game.',
  alreadyReported: 'You have already reported this game',
} as const;
export const REPORT_REASON_MAX = 500;
