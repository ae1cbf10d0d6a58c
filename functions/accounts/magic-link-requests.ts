import { createMagicLinkRequests } from './magic-link-service';
import { systemClock } from '../platform/clock';
import { once } from '../platform/once';
import { oneTimeSecrets } from './secret-stores';

/** The API's half: records a request; needs only the table. */
export const magicLinkRequests = /* @__PURE__ */ once(() =>
  createMagicLinkRequests({ secrets: oneTimeSecrets(), clock: systemClock }),
);
