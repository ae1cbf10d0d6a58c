import { MESSAGES } from '../messages';

// What joining a game says, without zod: the join button, the pass and the host's pages show
// these on their first load (docs/decisions/009-web-boot-without-zod.md). The schemas in
// shared/schemas/join.ts validate with these same values.

export const JOIN_MESSAGES = {
  nameRequired: MESSAGES.nameRequired,
  emailRequired: MESSAGES.emailRequired,
  emailInvalid: MESSAGES.emailInvalid,
  phoneInvalid: MESSAGES.phoneInvalid,
  instagramInvalid: MESSAGES.instagramInvalid,
  fieldRequired: 'This field is required',
  /** Toast on a failed submit: title and description. */
  validationTitle: 'Validation Error',
  validationDescription: 'Please fill in all required fields',
  noRadioOptions: 'No options available for this question. Please contact the event host.',
  notAnOption: 'Please choose one of the options',
  notANumber: 'Please enter a number',
  textExpected: 'Please answer with text',
  unknownQuestion: 'This question is not part of the game',
  authRequiredTitle: 'Authentication Required',
  authRequiredDescription: 'Please sign in to join this game',
  /** 409 for an existing pending request. */
  requestAlreadySent: 'Request Already Sent: You will be notified after host accepts.',
  /** 409 for an existing request in any other state; the web then says 'Already Joined: Opening your requests...'. */
  alreadyJoined: 'Already Joined',
  openingRequests: 'Already Joined: Opening your requests...',
  requestPending: 'Request Pending',
  joinFailed: 'Failed to join game',
  joined: 'Joined!',
  ownGame: 'You are hosting this game',
  gameFull: 'This game is full',
  notOpen: 'This game is no longer open for requests',
  gameNotFound: 'Game not found',
  nameTooLong: 'Name must be less than 100 characters',
  answerTooLong: 'Answers must be at most 1000 characters',
  optionTooLong: 'Each choice must be at most 100 characters',
  tooManyChoices: 'Please choose at most 20 options',
  tooManyAnswers: 'Too many answers: a game has at most 20 questions',
} as const;

export const CHECK_IN_MESSAGES = {
  codeRequired: 'Please enter a pass code',
  codeOrPlayer: 'Check in one pass at a time: a code or a player, not both',
  unknownCode: 'Unknown pass code',
  notConfirmed: 'This pass is not confirmed',
  checkedIn: 'Checked in',
  alreadyAt: (time: string) => `Already checked in at ${time}`,
  notYet: (when: string) => `Too early: check-in opens ${when}`,
  over: 'Check-in for this game has closed',
} as const;

export const PASS_TEXT = {
  title: 'Your Game Pass',
  viewQr: 'View QR Code',
  instruction: 'Show this QR code to the host at the venue to confirm your attendance',
} as const;

export const ANSWER_MAX = 1000;
