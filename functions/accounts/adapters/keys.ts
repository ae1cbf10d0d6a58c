// The account items' keys: the profile, sign-in secrets and SMS budgets, profile stats and the
// activity feed. Subjects (e-mail addresses, phone numbers) appear only hashed.

export const accountKeys = {
  profile: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  /** Subjects (e-mail addresses, phone numbers) are hashed so keys don't hold personal data. */
  sendSlot: (purpose: string, subjectHash: string) => ({ pk: `SENDSLOT#${purpose}#${subjectHash}`, sk: 'SLOT' }),
  oneTimeSecret: (purpose: string, subject: string) => ({ pk: `SECRET#${purpose}#${subject}`, sk: 'SECRET' }),
  /** The last sign-in codes texted to one number (hashed), for its 60 s gap and hourly budget. */
  smsSends: (phoneHash: string) => ({ pk: `SMSSENDS#${phoneHash}`, sk: 'SENDS' }),
  /** Codes the whole app texted in one clock hour (hours since the epoch), one of its shards. */
  smsAppBudget: (hour: number, shard: number) => ({ pk: `SMSBUDGET#${hour}#${shard}`, sk: 'APP' }),
  /** Phone sign-ins from one caller address or network (hashed) in one clock hour. */
  signInSource: (kind: string, idHash: string, hour: number) => ({
    pk: `SIGNINFROM#${kind}#${idHash}#${hour}`,
    sk: 'COUNT',
  }),
  /** The role a sign-up chose (by hashed e-mail), kept from the sign-up until its confirmation. */
  signUpRole: (emailHash: string) => ({ pk: `SIGNUPROLE#${emailHash}`, sk: 'ROLE' }),
  // Profile stats and Recent Activity: kept counters and an activity feed in the user's partition;
  // a marker per (event, user) makes each consumer effect happen once.
  userStats: (userId: string) => ({ pk: `USER#${userId}`, sk: 'STATS' }),
  activity: (userId: string, at: string, eventId: string) => ({
    pk: `USER#${userId}`,
    sk: `ACTIVITY#${at}#${eventId}`,
  }),
  activityPrefix: (userId: string) => ({ pk: `USER#${userId}`, skPrefix: 'ACTIVITY#' }),
  profileEffect: (eventId: string, userId: string) => ({ pk: `PROFILEFX#${eventId}#${userId}`, sk: 'DONE' }),
} as const;

/** Item types, stored as `type` so stream consumers and humans can tell items apart. */
export const ACCOUNT_ITEM_TYPES = {
  profile: 'profile',
  sendSlot: 'send-slot',
  oneTimeSecret: 'one-time-secret',
  smsSends: 'sms-sends',
  smsAppBudget: 'sms-app-budget',
  signUpRole: 'sign-up-role',
  signInSource: 'sign-in-source',
  userStats: 'user-stats',
  activity: 'activity',
  profileEffect: 'profile-effect',
} as const;
