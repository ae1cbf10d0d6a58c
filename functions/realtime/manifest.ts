// Realtime: what changes shows at once. A consumer turns domain events into messages on the
// live-update API's channels (decision 064); browsers subscribe with their Cognito token.

import { ENV } from '../platform/env-names';
import { declareFunctions } from '../platform/function-spec';
import { LIVE_EVENTS } from './live-messages';

export const realtimeFunctions = declareFunctions('realtime', [
  {
    name: 'publish-live-updates',
    description:
      "Join, check-in, payment and game events → live messages on the player's, the host's and the game's channels",
    events: { detailType: Object.keys(LIVE_EVENTS) },
    env: [ENV.realtimePublishUrl],
    // Reads the game for its public numbers (spots, status) as they are when the event is handled.
    table: 'read',
    publishesLive: true,
  },
]);
