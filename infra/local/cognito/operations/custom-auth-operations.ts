import { randomBytes } from 'node:crypto';
import { CognitoError } from '../cognito-error';
import type { LocalCognito } from '../local-cognito';
import type { LocalUser } from '../user-store';

// CUSTOM_AUTH as Cognito runs it: Define decides, Create makes a challenge, Verify checks the
// answer, and the session remembers the rounds. Sessions last 3 minutes, Cognito's default.
export const SESSION_TTL_MS = 3 * 60 * 1000;

interface AuthSession {
  user: LocalUser | null;
  rounds: { challengeName: string; challengeResult: boolean; challengeMetadata?: string }[];
  privateParameters: Record<string, string>;
  expiresAt: number;
}

export function customAuthOperations(pool: LocalCognito) {
  const sessions = new Map<string, AuthSession>();

  async function nextStep(session: AuthSession, clientMetadata: Record<string, string> | undefined) {
    const define = await pool.trigger('defineAuthChallenge', 'DefineAuthChallenge_Authentication', session.user, {
      session: session.rounds,
      clientMetadata: clientMetadata ?? {},
      userNotFound: !session.user,
    }, { challengeName: null, issueTokens: false, failAuthentication: false });
    if (define.response.issueTokens && session.user) {
      if (session.user.status !== 'CONFIRMED') throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
      return { ChallengeParameters: {}, AuthenticationResult: pool.issueTokens(session.user) };
    }
    if (define.response.failAuthentication || define.response.challengeName !== 'CUSTOM_CHALLENGE') {
      throw new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
    }
    const create = await pool.trigger('createAuthChallenge', 'CreateAuthChallenge_Authentication', session.user, {
      challengeName: 'CUSTOM_CHALLENGE',
      session: session.rounds,
      clientMetadata: clientMetadata ?? {},
      userNotFound: !session.user,
    }, { publicChallengeParameters: {}, privateChallengeParameters: {}, challengeMetadata: null });
    session.privateParameters = create.response.privateChallengeParameters ?? {};
    session.rounds.push({ challengeName: 'CUSTOM_CHALLENGE', challengeResult: false, challengeMetadata: create.response.challengeMetadata ?? undefined });
    const id = randomBytes(32).toString('base64url');
    sessions.set(id, session);
    return {
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: id,
      ChallengeParameters: { ...(create.response.publicChallengeParameters ?? {}), USERNAME: session.user?.sub ?? '' },
    };
  }

  return {
    initiateCustomAuth: async (params: Record<string, string>, body: any) => {
      const user = pool.store.find(String(params.USERNAME ?? '')) ?? null;
      return nextStep({ user, rounds: [], privateParameters: {}, expiresAt: pool.now() + SESSION_TTL_MS }, body.ClientMetadata);
    },

    RespondToAuthChallenge: async (body: any) => {
      if (body.ClientId !== pool.clientId) throw new CognitoError('ResourceNotFoundException', 'User pool client does not exist.');
      const id = String(body.Session ?? '');
      const session = sessions.get(id);
      // A session answers once; the next round gets a new one, as in Cognito.
      sessions.delete(id);
      if (!session || session.expiresAt <= pool.now()) throw new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
      if (body.ChallengeName !== 'CUSTOM_CHALLENGE') throw new CognitoError('InvalidParameterException', 'Unsupported challenge.');
      const answer = body.ChallengeResponses?.ANSWER;
      if (answer === undefined) throw new CognitoError('InvalidParameterException', 'Missing required parameter ANSWER');
      const verify = await pool.trigger('verifyAuthChallengeResponse', 'VerifyAuthChallengeResponse_Authentication', session.user, {
        privateChallengeParameters: session.privateParameters,
        challengeAnswer: String(answer),
        clientMetadata: body.ClientMetadata ?? {},
        userNotFound: !session.user,
      }, { answerCorrect: false });
      session.rounds[session.rounds.length - 1]!.challengeResult = verify.response.answerCorrect === true;
      return nextStep(session, body.ClientMetadata);
    },
  };
}
