// What people read when rain threatens a game on the page and from the API. The notices' words
// (the host's heads-up, everyone's call-off) are in the rain catalogue, in each reader's language.

/** The status a game called off for rain shows instead of the plain 'Cancelled'. */
export const CALLED_OFF_FOR_RAIN = 'Called off for rain';

export const RAIN_OUT_MESSAGES = {
  notStarted: "This game has started, so it can't be called off for rain",
  alreadyCancelled: 'This game was already cancelled',
  changed: 'This game changed meanwhile. Please reload and try again.',
} as const;
