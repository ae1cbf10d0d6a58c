/**
 * Where players and hosts reach a person: support questions and, under India's DPDP Act 2023,
 * grievances about their personal data. Kept here once so the help, contact and legal pages and
 * the e-mails all name the same address.
 */
export const SUPPORT = {
  email: 'support@yaktiv.in',
  grievanceEmail: 'grievance@yaktiv.in',
  /** How soon we answer: the DPDP rules expect grievances answered within this many days. */
  replyWithinDays: 7,
} as const;
