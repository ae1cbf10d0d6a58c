import { openSpotCheckPayloadSchema } from '@shared/schemas/open-spot-check';
import { withInvocation } from '@functions/platform/invocation-clock';
import { openSpotChecks } from '../payments';

// A game's open-spot check fired (EventBridge Scheduler passes the schedule's JSON as the event) as
// its last six hours began: a spot still open with nobody waiting is announced, once. A payload that
// doesn't parse is a bug, not a retryable failure: it lands in the DLQ.
export const handler = withInvocation(async (event: unknown) => {
  const check = openSpotCheckPayloadSchema.parse(event);
  return { gameId: check.gameId, outcome: await openSpotChecks().check(check.gameId, check.startsAt) };
});
