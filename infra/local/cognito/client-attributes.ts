import { CLIENT_WRITABLE_ATTRIBUTES } from '@infra/auth-settings';
import { CognitoError } from './cognito-error';

const writable = new Set<string>(CLIENT_WRITABLE_ATTRIBUTES);

/**
 * As Cognito checks the app client's write attributes on SignUp and UpdateUserAttributes: one
 * attribute outside the list refuses the whole call, with Cognito's error and message.
 */
export function assertClientMayWrite(names: Iterable<string>): void {
  for (const name of names)
    if (!writable.has(name))
      throw new CognitoError('NotAuthorizedException', 'A client attempted to write unauthorized attribute');
}
