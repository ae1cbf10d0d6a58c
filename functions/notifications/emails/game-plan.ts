import { buildIcs, icsFileName } from '@shared/rules/calendar';
import { directionsUrl } from '@shared/rules/directions';
import { indiaDateLabelIn } from '@functions/sharing';
import type { Speaker } from '../texts';
import type { EmailAttachment } from '@functions/platform/messaging-ports';
import type { StoredGame } from '@functions/games';

// What an accepted player needs to get there: when (IST), where, a directions link,
// and the game as a calendar entry (.ics, one UID per request so a second copy updates the first).
export interface GamePlan {
  lines: string[];
  attachment: EmailAttachment;
}

export function gamePlan(
  { say, language }: Speaker,
  game: StoredGame,
  requestId: string,
  appUrl: string,
  now: Date,
): GamePlan {
  return {
    lines: [
      say('emails.plan.when', { when: planDateIn(language, game.game_datetime) }),
      say('emails.plan.where', { where: game.location }),
      say('emails.plan.directions', { url: directionsUrl(game) }),
      say('emails.plan.calendar'),
    ],
    attachment: {
      fileName: icsFileName(game),
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: buildIcs({ game, appUrl, requestId, now }),
    },
  };
}

/** The day and time of the game in full: 'Sat 5 Dec, 19:00 IST', 'शनि, 5 दिस॰, 19:00 IST'. */
export const planDateIn = indiaDateLabelIn;
