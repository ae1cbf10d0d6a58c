import { ENV } from '../config/env-names';
import { readEnv } from '../lib/env';
import { sesMailer } from '../adapters/aws/mailer';
import { createMagicLinkIssuer } from '../services/magic-link-service';
import { systemClock } from '../services/ports';
import { signingKey } from './sign-in-checks';
import { userDirectory } from './user-directory';
import { once } from './once';
import { oneTimeSecrets } from './table';

/** The consumer's half: looks the user up, signs, stores and e-mails the link. */
export const magicLinkIssuer = /* @__PURE__ */ once(() => {
  const env = readEnv([ENV.userPoolId, ENV.userPoolClientId, ENV.appUrl, ENV.emailFrom]);
  return createMagicLinkIssuer({
    directory: userDirectory(),
    secrets: oneTimeSecrets(),
    mailer: sesMailer(env.EMAIL_FROM),
    clock: systemClock,
    signingKey: signingKey(),
    pool: { userPoolId: env.USER_POOL_ID, clientId: env.USER_POOL_CLIENT_ID },
    appUrl: env.APP_URL,
  });
});
