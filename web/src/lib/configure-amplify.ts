import { Amplify } from 'aws-amplify';
import type { PublicConfig } from '../../../shared/schemas/public-config';

/** Only the auth category is configured: the rest of Amplify would cost first-load bytes (design §6). */
export function configureAmplify(config: PublicConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        // The local stack may hand out a same-origin path; Amplify needs an absolute URL.
        ...(config.userPoolEndpoint
          ? { userPoolEndpoint: new URL(config.userPoolEndpoint, window.location.origin).toString() }
          : {}),
        loginWith: { email: true },
      },
    },
  });
}
