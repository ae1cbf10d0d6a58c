import { withInvocation } from '@functions/platform/invocation-clock';
import { rainHeadsUpPayloadOf } from '../rain-out/rain-heads-up-service';
import { rainHeadsUpSending } from '../rain-out/heads-up-sending';

// A game's rain heads-up schedule fired (EventBridge Scheduler passes the schedule's JSON as the
// event). The notice's once-record expires with this invocation, so a retry after a timeout sends it.
export const handler = withInvocation(async (event: unknown) => {
  const payload = rainHeadsUpPayloadOf(event);
  return { gameId: payload.gameId, outcome: await rainHeadsUpSending().send(payload) };
});
