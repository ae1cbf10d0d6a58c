import { ENV } from '../platform/env-names';
import { readEnv } from '../platform/env';
import { sesMailer } from '../platform/aws/mailer';
import { createMagicLinkIssuer } from './magic-link-service';
import { systemClock } from '../platform/clock';
import { signingKey } from './sign-in-checks';
import { userDirectory } from './user-directory-client';
import { once } from '../platform/once';
import { oneTimeSecrets } from './secret-stores';

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
