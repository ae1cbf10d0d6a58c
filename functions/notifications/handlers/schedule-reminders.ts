import * as z from 'zod/mini';
import { reminderScheduling } from '../reminders';

// Request and game events → the reminders' schedules (issue 14, docs/decisions/028). Each delivery
// re-reads the request or game and makes the schedules match it, so a late or repeated event
// changes nothing. Only the ids are read from the event.
const ids = z.looseObject({
  gameId: z.string(),
  userId: z.optional(z.string()),
  changed: z.optional(z.array(z.string())),
});

type Sync = 'request' | 'game';
const SYNC: Record<string, Sync> = {
  'JoinDecided.v1': 'request',
  'PaymentConfirmed.v1': 'request',
  'PlayerPromoted.v1': 'request',
  'JoinWithdrawn.v1': 'request',
  'PaymentOfferExpired.v1': 'request',
  'GameCreated.v1': 'game',
  'GameUpdated.v1': 'game',
  'GameCancelled.v1': 'game',
  'GameDeleted.v1': 'game',
};
/** The detail-types the manifest subscribes this consumer to. */
export const REMINDER_SCHEDULE_EVENTS = Object.keys(SYNC);

export const handler = async (event: { 'detail-type': string; detail: unknown }) => {
  const sync = SYNC[event['detail-type']];
  if (!sync) throw new Error(`schedule-reminders: unexpected event ${event['detail-type']}`);
  const { gameId, userId, changed } = ids.parse(event.detail);
  if (sync === 'request') {
    if (!userId) throw new Error(`schedule-reminders: ${event['detail-type']} without a userId`);
    return reminderScheduling().syncRequest(gameId, userId);
  }
  // Only a new start moves reminders; other edits leave them alone.
  if (event['detail-type'] === 'GameUpdated.v1' && !changed?.includes('game_datetime')) return;
  return reminderScheduling().syncGame(gameId);
};
