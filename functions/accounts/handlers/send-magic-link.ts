import { magicLinkRequestedV1 } from '@shared/events';
import { eventHandler, on } from '@functions/platform/events/event-handler';
import { idempotency } from '@functions/platform/dynamo/once-guard';
import { magicLinkIssuer } from '../magic-link-issuer';

// MagicLinkRequested.v1 → the e-mail. Delivered at least once; sent once per event.
export const handler = eventHandler({
  name: 'send-magic-link',
  once: 'per-event',
  guard: idempotency,
  routes: {
    'MagicLinkRequested.v1': on(magicLinkRequestedV1, (e) => magicLinkIssuer().send(e.email, e.language)),
  },
});
