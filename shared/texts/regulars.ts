import { REGULARS_LIMITS } from '../rules/regulars';

// What the regulars' answers say (decision 071), without zod so the web can read them;
// shared/schemas/regulars.ts validates with the same messages.
export const REGULARS_MESSAGES = {
  alreadyAsked: 'You already asked to be a regular',
  full: 'The regulars already fill every place in this game',
  ownSeries: "You host this series: you're in every game already",
  seriesEnded: 'This series has ended',
  seriesNotFound: 'Series not found',
  notRegular: 'You are not a regular of this series',
  regularNotFound: 'This regular was not found',
  notInSeries: 'This game does not repeat, so it has no regulars',
  notApproved: 'The host has not approved you as a regular yet',
  firstClaim: (when: string) => `Regulars have first claim: this game opens to everyone on ${when}`,
  tooLateToSkip: (when: string) => `Too late to skip: the cut-off was ${when}`,
  gameFullNow: 'The game is full now',
  gameStarted: 'This game has started',
  notSkipped: 'You have not skipped this game',
  skipCutoffInvalid: `Skipping closes ${REGULARS_LIMITS.skipCutoffHours.min} to ${REGULARS_LIMITS.skipCutoffHours.max} hours before the start`,
  publicOpensInvalid: `Games open to everyone ${REGULARS_LIMITS.publicOpensHours.min} to ${REGULARS_LIMITS.publicOpensHours.max} hours before the start`,
  decisionInvalid: 'Choose approve or decline',
  refundInFull: (amount: string) => `You will get all of your ${amount} back (a regular's skip before the cut-off).`,
} as const;
