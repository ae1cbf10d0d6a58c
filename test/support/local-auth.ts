import { LOCAL } from '@infra/local/names';

// Signs in against the local user pool over HTTP, as Amplify does, and returns the tokens.
export async function signInLocal(baseUrl: string, email: string, password: string) {
  const response = await fetch(`${baseUrl}${LOCAL.paths.cognito}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: LOCAL.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.AuthenticationResult as { AccessToken: string; IdToken: string; RefreshToken: string };
}

export async function cognitoCall(baseUrl: string, operation: string, body: unknown) {
  const response = await fetch(`${baseUrl}${LOCAL.paths.cognito}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}
