import { buildIcs, icsFileName } from '@shared/rules/calendar';
import { directionsUrl } from '@shared/rules/directions';
import { indiaDateLabel } from '@functions/sharing';
import type { EmailAttachment } from '@functions/platform/messaging-ports';
import type { StoredGame } from '@functions/games';

// What an accepted player needs to get there: when (IST), where, a directions link,
// and the game as a calendar entry (.ics, one UID per request so a second copy updates the first).
export interface GamePlan {
  lines: string[];
  attachment: EmailAttachment;
}

export function gamePlan(game: StoredGame, requestId: string, appUrl: string, now: Date): GamePlan {
  return {
    lines: [
      `When: ${indiaDateLabel(game.game_datetime)}`,
      `Where: ${game.location}`,
      `Directions: ${directionsUrl(game)}`,
      'The game is attached as a calendar file (.ics).',
    ],
    attachment: {
      fileName: icsFileName(game),
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: buildIcs({ game, appUrl, requestId, now }),
    },
  };
}
