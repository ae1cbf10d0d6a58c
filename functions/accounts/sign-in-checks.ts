import { ENV } from '../platform/env-names';
import { readEnv } from '../platform/env';
import { secretValue } from '../platform/aws/secret-value';
import { createMagicLinkVerifier } from './magic-link-service';
import { createSmsCodeVerifier } from './sms-otp-service';
import { systemClock } from '../platform/clock';
import { once } from '../platform/once';
import { oneTimeSecrets, smsCodes } from './secret-stores';

// What the Verify trigger needs: the table and the signing key, nothing that sends. Its pool
// and client come from the event (a trigger can't get the pool's ids through env without a
// dependency cycle).
export const signingKey = /* @__PURE__ */ once(() => secretValue(readEnv([ENV.authSecretArn]).AUTH_SECRET_ARN));
export const magicLinkVerifier = /* @__PURE__ */ once(() =>
  createMagicLinkVerifier({ secrets: oneTimeSecrets(), clock: systemClock, signingKey: signingKey() }),
);
export const smsCodeVerifier = /* @__PURE__ */ once(() =>
  createSmsCodeVerifier({ codes: smsCodes(), clock: systemClock }),
);
