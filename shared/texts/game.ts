import { MAPS_LINK_MESSAGE } from '../rules/maps-link';
import { GAME_DURATION } from '../rules/game-time';

// What the game screens say, and the limits of a game's fields, without zod: the screens and
// dialogs that show these must not bring zod along (docs/decisions/009-web-boot-without-zod.md).
// The schemas in shared/schemas/game.ts validate with these same values.

/** The duplicate-game answer in its two parts: the web shows them as a toast's title and description. */
export const DUPLICATE_GAME = {
  title: 'Duplicate Game',
  description: 'You cannot create a game with the same name on the same day.',
} as const;

export const GAME_MESSAGES = {
  titleRequired: 'Game title is required',
  sportRequired: 'Sport is required',
  customSportRequired: 'Custom sport name is required',
  locationRequired: 'Location is required',
  mapsLinkRequired: 'Google Maps link is required',
  mapsLinkInvalid: MAPS_LINK_MESSAGE,
  dateRequired: 'Game date is required',
  timeRequired: 'Game time is required',
  inThePast: 'Game date and time must be in the future',
  tooFarAhead: 'Games can be scheduled at most a year ahead',
  minPlayers: 'Minimum 2 players required',
  maxPlayers: 'At most 1000 players per game',
  priceInvalid: 'Entry fee must be 0 or more',
  percentageTooHigh: 'Percentage platform fee cannot be more than 100',
  feeInvalid: 'Platform fee must be 0 or more',
  upiInvalid: 'Please enter a valid UPI ID (like name@bank)',
  duplicate: `${DUPLICATE_GAME.title}: ${DUPLICATE_GAME.description}`,
  questionText: 'Please enter a question text',
  questionOptions: 'Multiple choice / Multiple select questions need at least one option. Please add options first.',
  questionEmptyOption: 'Please fill in all option fields or remove empty ones',
  notFound: 'Game not found',
  notYours: "This game doesn't exist or you don't have permission to edit it",
  hostsOnly: 'Only hosts can create games. Become a host to publish games.',
  titleTooLong: 'Game title must be at most 120 characters',
  customSportTooLong: 'Custom sport name must be at most 60 characters',
  descriptionTooLong: 'Description must be at most 2000 characters',
  locationTooLong: 'Location must be at most 200 characters',
  mapsLinkTooLong: 'Google Maps link must be at most 2000 characters',
  paymentInstructionsTooLong: 'Payment instructions must be at most 1000 characters',
  upiTooLong: 'UPI ID must be at most 100 characters',
  questionTextTooLong: 'Question text must be at most 300 characters',
  optionTooLong: 'Each option must be at most 100 characters',
  tooManyOptions: 'A question can have at most 20 options',
  tooManyQuestions: 'A game can have at most 20 questions',
  durationInvalid: `Duration must be a whole number of minutes from ${GAME_DURATION.min} to ${GAME_DURATION.max}`,
} as const;

/**
 * Upper bounds of every list and free-text field: together they keep the largest game,
 * and the largest join request that copies its questions, well under DynamoDB's 400 KB item.
 */
export const GAME_LIMITS = {
  title: 120,
  customSport: 60,
  description: 2000,
  location: 200,
  mapsLink: 2000,
  paymentInstructions: 1000,
  upi: 100,
  questionText: 300,
  option: 100,
  options: 20,
  questions: 20,
  maxPlayers: 1000,
} as const;
