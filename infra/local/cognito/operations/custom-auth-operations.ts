import { createHash, randomBytes } from 'node:crypto';
import { CognitoError } from '../cognito-error';
import type { CognitoRequest, PoolCore } from '../pool-core';
import type { LocalUser } from '../user-store';

// CUSTOM_AUTH as Cognito runs it: Define decides, Create makes a challenge, Verify checks the
// answer, and the session remembers the rounds. Sessions last 3 minutes, Cognito's default.
export const SESSION_TTL_MS = 3 * 60 * 1000;

interface AuthSession {
  user: LocalUser | null;
  /**
   * Who the triggers see: the user, or for an unknown name that name with no attributes, as
   * Cognito runs the triggers for unknown users with PreventUserExistenceErrors on.
   */
  subject: { sub: string; attributes: Record<string, string> };
  /** USERNAME in the challenge: the user's, or a stable UUID-shaped stand-in for an unknown name. */
  challengeUsername: string;
  rounds: { challengeName: string; challengeResult: boolean; challengeMetadata?: string }[];
  privateParameters: Record<string, string>;
  expiresAt: number;
}

export function customAuthOperations(pool: PoolCore) {
  const sessions = new Map<string, AuthSession>();

  async function nextStep(session: AuthSession, clientMetadata: Record<string, string> | undefined) {
    const define = await pool.trigger(
      'defineAuthChallenge',
      'DefineAuthChallenge_Authentication',
      session.subject,
      {
        session: session.rounds,
        clientMetadata: clientMetadata ?? {},
        userNotFound: !session.user,
      },
      { challengeName: null, issueTokens: false, failAuthentication: false },
    );
    if (define.response.issueTokens && session.user) {
      if (session.user.status !== 'CONFIRMED')
        throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
      return { ChallengeParameters: {}, AuthenticationResult: pool.issueTokens(session.user) };
    }
    if (define.response.failAuthentication || define.response.challengeName !== 'CUSTOM_CHALLENGE') {
      throw new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
    }
    const create = await pool.trigger(
      'createAuthChallenge',
      'CreateAuthChallenge_Authentication',
      session.subject,
      {
        challengeName: 'CUSTOM_CHALLENGE',
        session: session.rounds,
        clientMetadata: clientMetadata ?? {},
        userNotFound: !session.user,
      },
      { publicChallengeParameters: {}, privateChallengeParameters: {}, challengeMetadata: null },
    );
    session.privateParameters = create.response.privateChallengeParameters ?? {};
    session.rounds.push({
      challengeName: 'CUSTOM_CHALLENGE',
      challengeResult: false,
      challengeMetadata: create.response.challengeMetadata ?? undefined,
    });
    const id = randomBytes(32).toString('base64url');
    sessions.set(id, session);
    return {
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: id,
      ChallengeParameters: {
        ...(create.response.publicChallengeParameters ?? {}),
        USERNAME: session.challengeUsername,
      },
    };
  }

  return {
    initiateCustomAuth: async (params: Record<string, string>, body: CognitoRequest) => {
      const name = String(params.USERNAME ?? '');
      const user = pool.store.find(name) ?? null;
      const subject = user ?? { sub: name, attributes: {} };
      const challengeUsername = user?.sub ?? standInSub(pool.userPoolId, name);
      return nextStep(
        { user, subject, challengeUsername, rounds: [], privateParameters: {}, expiresAt: pool.now() + SESSION_TTL_MS },
        body.ClientMetadata,
      );
    },

    RespondToAuthChallenge: async (body: CognitoRequest) => {
      if (body.ClientId !== pool.clientId)
        throw new CognitoError('ResourceNotFoundException', 'User pool client does not exist.');
      const id = String(body.Session ?? '');
      const session = sessions.get(id);
      // A session answers once; the next round gets a new one, as in Cognito.
      sessions.delete(id);
      if (!session || session.expiresAt <= pool.now())
        throw new CognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.');
      if (body.ChallengeName !== 'CUSTOM_CHALLENGE')
        throw new CognitoError('InvalidParameterException', 'Unsupported challenge.');
      const answer = body.ChallengeResponses?.ANSWER;
      if (answer === undefined)
        throw new CognitoError('InvalidParameterException', 'Missing required parameter ANSWER');
      const verify = await pool.trigger(
        'verifyAuthChallengeResponse',
        'VerifyAuthChallengeResponse_Authentication',
        session.subject,
        {
          privateChallengeParameters: session.privateParameters,
          challengeAnswer: String(answer),
          clientMetadata: body.ClientMetadata ?? {},
          userNotFound: !session.user,
        },
        { answerCorrect: false },
      );
      session.rounds[session.rounds.length - 1]!.challengeResult = verify.response.answerCorrect === true;
      return nextStep(session, body.ClientMetadata);
    },
  };
}

/** A UUID-shaped username for an unknown name: stable, so asking twice looks the same. */
function standInSub(poolId: string, name: string): string {
  const hex = createHash('sha256').update(`${poolId}:${name.trim().toLowerCase()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
