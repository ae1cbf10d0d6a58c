import { ENV } from '../config/env-names';
import { readEnv } from '../lib/env';
import { secretValue } from '../adapters/aws/secret-value';
import { createMagicLinkVerifier } from '../services/magic-link-service';
import { createSmsCodeVerifier } from '../services/sms-otp-service';
import { systemClock } from '../services/ports';
import { once } from './once';
import { oneTimeSecrets, smsCodes } from './table';

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
