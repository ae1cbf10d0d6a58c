import { magicLinkRequestedV1, withEventId } from '@shared/events';
import { magicLinkIssuer } from '../magic-link-issuer';
import { idempotency } from '@functions/platform/dynamo/table';

// MagicLinkRequested.v1 → the e-mail. Delivered at least once; sent once per event.
export const handler = async (event: { detail: unknown }) => {
  const detail = withEventId(magicLinkRequestedV1).parse(event.detail);
  await idempotency().once(`send-magic-link#${detail.eventId}`, async () => {
    await magicLinkIssuer().send(detail.email);
  });
};
