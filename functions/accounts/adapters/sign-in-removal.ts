import {
  AdminDeleteUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';

// The pool side of deleting an account: AdminDeleteUser removes the user and ends their sessions
// (refresh tokens stop working; access tokens lapse within their short lifetime, decision 017).
export function cognitoSignInRemoval(userPoolId: string, client = new CognitoIdentityProviderClient({})) {
  return {
    async deleteUser(username: string): Promise<void> {
      try {
        await client.send(new AdminDeleteUserCommand({ UserPoolId: userPoolId, Username: username }));
      } catch (error) {
        // Deleted by an earlier attempt that failed after this step: the goal is reached.
        if (!(error instanceof UserNotFoundException)) throw error;
      }
    },
  };
}
