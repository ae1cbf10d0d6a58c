// What downloading one's data and deleting one's account say, without zod: the Settings rows and
// the confirmation sheet show these, the server answers with them, and docs/account-deletion.md
// says the same in more words.

/** What the user types to confirm the deletion; the server checks it too. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/** The name left where a deleted account's name was shown to others (past games' attendee lists). */
export const FORMER_MEMBER_NAME = 'Former member';

export const ACCOUNT_DATA_MESSAGES = {
  downloadLabel: 'Download my data',
  downloadHint: 'A JSON file with everything Yaktiv holds about you',
  downloading: 'Preparing your file…',
  downloadFailed: 'We could not prepare your data. Check your connection and try again.',
  downloaded: 'Your data was downloaded',
  deleteLabel: 'Delete my account',
  deleteHint: 'Removes your account and your personal data for good',
  deleteTitle: 'Delete your account?',
  deleteIntro: 'This cannot be undone. When you delete your account:',
  confirmLabel: `Type ${DELETE_CONFIRMATION_WORD} to confirm`,
  confirmMismatch: `Type ${DELETE_CONFIRMATION_WORD} in capital letters to delete your account`,
  deleteButton: 'Delete my account',
  deleting: 'Deleting…',
  cancel: 'Keep my account',
  deleteFailed: 'We could not delete your account. Check your connection and try again.',
  deleted: 'Your account was deleted. Thank you for playing with Yaktiv.',
} as const;

/** What happens on deletion, in the words the confirmation sheet lists (docs/account-deletion.md has the detail). */
export const ACCOUNT_DELETION_EFFECTS = [
  'You are signed out everywhere and can no longer sign in with this e-mail, phone or social account.',
  'Your profile, notifications, activity, host applications, ratings and show-up record are erased.',
  'Your requests to games still to come are withdrawn and their hosts see that you left; a paid spot is refunded as a withdrawal would be.',
  `In games already played you stay counted as an anonymous attendee ("${FORMER_MEMBER_NAME}"), without your name, e-mail, phone or answers; on team sheets too.`,
  'Games you host that have not been played are cancelled: players are told and paid players refunded.',
  'A community you own is deleted; you leave the communities you joined and your reviews are removed.',
  'Payment records keep only the amount, date and ids, as accounting law requires.',
] as const;
