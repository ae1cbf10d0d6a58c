import { relativeDay, relativeWhen } from '../rules/relative-day';
import { formatPaise } from '../rules/payment-rules';
import { REFUND_DAYS } from '../rules/refund-status';

// What people read when rain threatens a game: the host's heads-up before it and everyone's notice
// once the host calls it off. The page, the notices and the tests read the same words from here.

/** The status a game called off for rain shows instead of the plain 'Cancelled'. */
export const CALLED_OFF_FOR_RAIN = 'Called off for rain';

export const RAIN_OUT_MESSAGES = {
  notStarted: "This game has started, so it can't be called off for rain",
  alreadyCancelled: 'This game was already cancelled',
  changed: 'This game changed meanwhile. Please reload and try again.',
} as const;

/** 'Sat 29 Nov, 7:00 pm': a notice is read later, so never 'Today' (relativeDay against a far-away now). */
const calendarWhen = (iso: string) => {
  const { day, time } = relativeDay(iso, new Date(0));
  return `${day}, ${time}`;
};

/** The host's heads-up, read about three hours before the start: 'Today, 7:00 pm' is the clearest. */
export function rainHeadsUp(game: { title: string; game_datetime: string }, rainChance: number, now: Date) {
  const body = `Rain likely at ${game.title} (${relativeWhen(game.game_datetime, now)}): ${rainChance}% chance. You can call it off for rain from the game page.`;
  return { title: 'Rain likely', body, subject: `Rain likely: ${game.title}` };
}

/**
 * Everyone with a request hears it; a player who paid reads where the money goes (in full, whatever
 * the game's cancellation policy: the host called it off, not the player).
 */
export function calledOffForRain(game: { title: string; game_datetime: string }, paidPaise: number | null) {
  const off = `${game.title} on ${calendarWhen(game.game_datetime)} is called off for rain.`;
  const refund =
    paidPaise && paidPaise > 0
      ? `Your ${formatPaise(paidPaise)} is refunded in full: banks take ${REFUND_DAYS} to show it.`
      : null;
  return {
    title: CALLED_OFF_FOR_RAIN,
    body: refund ? `${off} ${refund}` : off,
    subject: `Called off for rain: ${game.title}`,
    lines: [off, ...(refund ? [refund] : []), 'Find another game to join on Discover.'],
  };
}
