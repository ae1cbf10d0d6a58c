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

/** Signs up through the local pool as the app's client does, with the user attributes given by name. */
export const signUpLocal = (
  baseUrl: string,
  email: string,
  attributes: Record<string, string> = {},
  password = 'Str0ngPass',
  clientMetadata: Record<string, string> = {},
) =>
  cognitoCall(baseUrl, 'SignUp', {
    ClientId: LOCAL.userPoolClientId,
    Username: email,
    Password: password,
    UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
    // The role rides here, as the web's sign-up sends it: the app client may not write custom:role.
    ClientMetadata: clientMetadata,
  });

/**
 * The calls the sign-in suites make against one local stack: the dev outbox (polled until `wait`
 * holds or ten seconds pass), JSON posts, and the custom-auth challenge round.
 */
export function localAuthClient(baseUrl: string) {
  async function outboxFor(to: string, wait = (messages: any[]) => messages.length > 0): Promise<any[]> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const { messages } = await (await fetch(`${baseUrl}/dev/outbox?format=json&to=${encodeURIComponent(to)}`)).json();
      if (wait(messages) || Date.now() > deadline) return messages;
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  const postJson = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const customAuth = (username: string) =>
    cognitoCall(baseUrl, 'InitiateAuth', {
      AuthFlow: 'CUSTOM_AUTH',
      ClientId: LOCAL.userPoolClientId,
      AuthParameters: { USERNAME: username },
    });
  /** `language`: the app's, as the web sends it with its request for a code. */
  const answer = (session: string, username: string, value: string, signInMethod: string, language?: string) =>
    cognitoCall(baseUrl, 'RespondToAuthChallenge', {
      ClientId: LOCAL.userPoolClientId,
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: session,
      ChallengeResponses: { USERNAME: username, ANSWER: value },
      ClientMetadata: language ? { signInMethod, language } : { signInMethod },
    });
  return { outboxFor, postJson, customAuth, answer };
}
