import { reminderPayloadSchema } from '@shared/schemas/reminder';
import { reminderSending } from '../reminder-sending';

// A reminder's one-time schedule fired (EventBridge Scheduler passes the schedule's JSON as the
// event). A payload that doesn't parse is a bug, not a retryable failure: it lands in the DLQ.
export const handler = async (event: unknown) => {
  const reminder = reminderPayloadSchema.parse(event);
  return { gameId: reminder.gameId, window: reminder.window, outcome: await reminderSending().send(reminder) };
};
