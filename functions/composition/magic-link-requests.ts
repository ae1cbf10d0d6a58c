import { createMagicLinkRequests } from '../services/magic-link-service';
import { systemClock } from '../services/ports';
import { once } from './once';
import { oneTimeSecrets } from './table';

/** The API's half: records a request; needs only the table. */
export const magicLinkRequests = /* @__PURE__ */ once(() =>
  createMagicLinkRequests({ secrets: oneTimeSecrets(), clock: systemClock }),
);
