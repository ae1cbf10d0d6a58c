import { reminderPayloadSchema } from '@shared/schemas/reminder';
import { withInvocation } from '@functions/platform/invocation-clock';
import { reminderSending } from '../reminder-sending';

// A reminder's one-time schedule fired (EventBridge Scheduler passes the schedule's JSON as the
// event). A payload that doesn't parse is a bug, not a retryable failure: it lands in the DLQ.
// The send's once-record expires with this invocation, so a retry after a timeout sends it.
export const handler = withInvocation(async (event: unknown) => {
  const reminder = reminderPayloadSchema.parse(event);
  return { gameId: reminder.gameId, window: reminder.window, outcome: await reminderSending().send(reminder) };
});
