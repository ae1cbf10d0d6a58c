// Copies of JOIN_MESSAGES texts (shared/schemas/join.ts brings zod; decision 014) that the join
// button and dialog show. test/unit/web-joins-shapes.test.ts checks they stay equal to the originals.
export const JOIN_TEXT = {
  authRequiredTitle: 'Authentication Required',
  authRequiredDescription: 'Please sign in to join this game',
  requestAlreadySent: 'Request Already Sent: You will be notified after host accepts.',
  alreadyJoined: 'Already Joined',
  openingRequests: 'Already Joined: Opening your requests...',
  requestPending: 'Request Pending',
  joined: 'Joined!',
  joinFailed: 'Failed to join game',
  validationTitle: 'Validation Error',
  validationDescription: 'Please fill in all required fields',
  noRadioOptions: 'No options available for this question. Please contact the event host.',
} as const;
