import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_MINUTES, REFRESH_TOKEN_DAYS } from '@infra/auth-settings';
import { CognitoError } from './cognito-error';
import { assertClientMayWrite } from './client-attributes';
import { ACCESS_SCOPE } from '../authorizer';
import { newSigningKey, signJwt, signingKeyFromPem, verifyJwt, JwtError, type SigningKey } from './jwt';
import { hashPassword, passwordMatches, type UserStore, type LocalUser } from './user-store';
import { accountOperations, assertPasswordPolicy } from './operations/account-operations';
import { adminOperations } from './operations/admin-operations';
import { customAuthOperations } from './operations/custom-auth-operations';
import type { CognitoRequest, PoolCore, TokenSet, TriggerAnswer, TriggerName } from './pool-core';

// A stand-in for the Cognito user pool API, answering the JSON calls aws-amplify/auth makes
// (X-Amz-Target: AWSCognitoIdentityProviderService.<Op>). Error types and messages follow
// Cognito's, so the browser's error mapping is exercised for real.

// The CDK app client's lifetimes (ID and access tokens share one here).
const TOKEN_TTL_SECONDS = ACCESS_TOKEN_MINUTES * 60;
const REFRESH_TTL_SECONDS = REFRESH_TOKEN_DAYS * 24 * 60 * 60;

export type { TriggerName };

/** A hash no password matches (its password is random and forgotten): the decoy for unknown users. */
const DECOY_PASSWORD_HASH = hashPassword(randomUUID());

export interface LocalCognitoOptions {
  store: UserStore;
  userPoolId: string;
  clientId: string;
  issuer: () => string;
  /** Runs the manifest's trigger function, if one is declared; returns the (changed) event. */
  // biome-ignore lint/suspicious/noExplicitAny: the event's request and response parts differ per trigger; the function run reads its own
  runTrigger?: (trigger: TriggerName, event: any) => Promise<unknown>;
  /** Where the pool's own e-mails go (the outbox locally). */
  sendEmail?: (email: { to: string; subject: string; html: string }) => void;
  now?: () => number;
  /** How a password is checked against a stored hash (tests watch it); scrypt by default. */
  verifyPassword?: (password: string, hash: string) => boolean;
}

// Cognito names a failed trigger the way its LambdaConfig key is spelled: 'preSignUp' → 'PreSignUp'.
const triggerLabel = (name: TriggerName) => name[0].toUpperCase() + name.slice(1);

type Body = CognitoRequest;
/**
 * An operation's answer. Its shape is the operation's own (Cognito's), and a caller reads the fields
 * of the operation it called, so it is left open rather than one union of every answer.
 */
// biome-ignore lint/suspicious/noExplicitAny: each operation answers its own shape; callers read that operation's fields
type Answer = Record<string, any>;

export class LocalCognito implements PoolCore {
  private readonly key: SigningKey;
  private readonly adminOperationNames: Set<string>;

  constructor(private readonly options: LocalCognitoOptions) {
    const customAuth = customAuthOperations(this);
    const admin = adminOperations(this);
    this.adminOperationNames = new Set(Object.keys(admin));
    Object.assign(this.operations, accountOperations(this), admin, {
      RespondToAuthChallenge: customAuth.RespondToAuthChallenge,
    });
    this.initiateFlows.CUSTOM_AUTH = customAuth.initiateCustomAuth;
    const kid = `${options.userPoolId}-key-1`;
    if (options.store.signingKeyPem) {
      this.key = signingKeyFromPem(kid, options.store.signingKeyPem);
    } else {
      const fresh = newSigningKey(kid);
      options.store.signingKeyPem = fresh.privatePem;
      this.key = fresh.key;
    }
  }

  /** Operations AWS only answers to IAM-signed callers (the functions' SDK), never to a browser. */
  isAdminOperation(operation: string) {
    return this.adminOperationNames.has(operation);
  }

  get store() {
    return this.options.store;
  }

  get userPoolId() {
    return this.options.userPoolId;
  }

  get clientId() {
    return this.options.clientId;
  }

  now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** The event shape every trigger gets, with its own request and response parts. */
  async trigger<N extends TriggerName>(
    name: N,
    triggerSource: string,
    user: { sub: string; attributes: Record<string, string> } | null,
    request: Record<string, unknown>,
    response: Record<string, unknown> = {},
  ) {
    const event = {
      version: '1',
      region: this.options.userPoolId.split('_')[0],
      userPoolId: this.options.userPoolId,
      userName: user?.sub ?? '',
      callerContext: { awsSdkVersion: 'local', clientId: this.options.clientId },
      triggerSource,
      request: { userAttributes: user?.attributes ?? {}, ...request },
      response,
    };
    // The handler's answer is trusted to be the event with its response filled in, as Cognito does.
    if (!this.options.runTrigger) return event as TriggerAnswer<N>;
    try {
      return ((await this.options.runTrigger(name, event)) ?? event) as TriggerAnswer<N>;
    } catch (error) {
      throw new CognitoError(
        'UserLambdaValidationException',
        `${triggerLabel(name)} failed with error ${(error as Error).message}.`,
      );
    }
  }

  sendEmail(email: { to: string; subject: string; html: string }) {
    this.options.sendEmail?.(email);
  }

  jwks() {
    return { keys: [this.key.publicJwk] };
  }

  /** Tokens as Cognito issues them: an ID token for the app, an access token for the API. */
  issueTokens(user: LocalUser, withRefresh = true): TokenSet {
    const now = Math.floor(this.now() / 1000);
    // As Cognito does: a user in any group gets cognito:groups (an array) in both tokens.
    const groups = user.groups?.length ? { 'cognito:groups': [...user.groups] } : {};
    const common = {
      sub: user.sub,
      iss: this.options.issuer(),
      iat: now,
      auth_time: now,
      exp: now + TOKEN_TTL_SECONDS,
      jti: randomUUID(),
      ...groups,
    };
    const idToken = signJwt(
      {
        ...common,
        aud: this.options.clientId,
        token_use: 'id',
        'cognito:username': user.sub,
        email: user.email,
        email_verified: user.attributes.email_verified === 'true',
        ...pick(user.attributes, ['name', 'phone_number', 'custom:role', 'custom:profile_setup', 'custom:instagram']),
        // As Cognito does for an account made by a social sign-in: the providers, as a list.
        ...(user.attributes.identities ? { identities: JSON.parse(user.attributes.identities) } : {}),
      },
      this.key,
    );
    const accessToken = signJwt(
      { ...common, client_id: this.options.clientId, token_use: 'access', scope: ACCESS_SCOPE, username: user.sub },
      this.key,
    );
    return {
      AccessToken: accessToken,
      IdToken: idToken,
      ExpiresIn: TOKEN_TTL_SECONDS,
      TokenType: 'Bearer',
      ...(withRefresh
        ? { RefreshToken: this.store.issueRefreshToken(user.sub, this.options.clientId, REFRESH_TTL_SECONDS) }
        : {}),
    };
  }

  private assertClient(body: Body) {
    if (body.ClientId !== undefined && body.ClientId !== this.options.clientId) {
      throw new CognitoError('ResourceNotFoundException', 'User pool client does not exist.');
    }
  }

  /** The user behind an access token, as Cognito checks it for user-context calls. */
  userForAccessToken(token: unknown): LocalUser {
    try {
      const claims = verifyJwt(String(token ?? ''), this.jwks(), this.now() / 1000);
      if (claims.token_use !== 'access') throw new JwtError('not an access token');
      const user = this.store.bySub(String(claims.sub));
      if (!user) throw new JwtError('no such user');
      return user;
    } catch (error) {
      if (error instanceof JwtError) throw new CognitoError('NotAuthorizedException', 'Invalid Access Token');
      throw error;
    }
  }

  async call(operation: string, body: Body): Promise<Answer> {
    const handler = this.operations[operation];
    if (!handler)
      throw new CognitoError('UnsupportedOperationException', `${operation} is not supported by the local user pool`);
    return handler(body);
  }

  /** Operations by name; later features add theirs through `extend`. */
  readonly operations: Record<string, (body: Body) => Promise<Answer>> = {
    InitiateAuth: async (body) => {
      this.assertClient(body);
      const flow = this.initiateFlows[body.AuthFlow ?? ''];
      if (!flow)
        throw new CognitoError(
          'InvalidParameterException',
          `Auth flow ${body.AuthFlow} is not enabled for this client`,
        );
      return flow(body.AuthParameters ?? {}, body);
    },
    GetTokensFromRefreshToken: async (body) => {
      this.assertClient(body);
      return this.refresh(String(body.RefreshToken ?? ''));
    },
    GetUser: async (body) => {
      const user = this.userForAccessToken(body.AccessToken);
      return {
        Username: user.sub,
        UserAttributes: Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value })),
      };
    },
    UpdateUserAttributes: async (body) => {
      const user = this.userForAccessToken(body.AccessToken);
      const changes: { Name: string; Value: unknown }[] = body.UserAttributes ?? [];
      assertClientMayWrite(changes.map(({ Name }) => Name));
      // Cognito would mark a new address unverified and mail a code; the app never changes it this way.
      if (changes.some(({ Name }) => Name === 'email'))
        throw new CognitoError('InvalidParameterException', 'The local pool does not change e-mail addresses.');
      this.store.update(user.sub, (u) => {
        for (const { Name, Value } of changes) u.attributes[Name] = String(Value);
      });
      return { CodeDeliveryDetailsList: [] };
    },
    // As Cognito: the current password must be right (else NotAuthorizedException), the new one must
    // meet the policy (else InvalidPasswordException); other sessions stay signed in.
    ChangePassword: async (body) => {
      const user = this.userForAccessToken(body.AccessToken);
      if (!passwordMatches(String(body.PreviousPassword ?? ''), user.passwordHash))
        throw new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
      assertPasswordPolicy(String(body.ProposedPassword ?? ''));
      this.store.update(user.sub, (u) => {
        u.passwordHash = hashPassword(String(body.ProposedPassword));
      });
      return {};
    },
    GlobalSignOut: async (body) => {
      const user = this.userForAccessToken(body.AccessToken);
      this.store.revokeRefreshTokens(user.sub);
      return {};
    },
    RevokeToken: async (body) => {
      this.assertClient(body);
      const sub = this.store.refreshTokenOwner(String(body.Token ?? ''), this.options.clientId);
      if (sub) this.store.revokeRefreshTokens(sub, String(body.Token));
      return {};
    },
  };

  readonly initiateFlows: Record<string, (params: Record<string, string>, body: Body) => Promise<Answer>> = {
    USER_PASSWORD_AUTH: async (params) => {
      const user = this.store.find(params.USERNAME ?? '');
      // One answer for a wrong password and an unknown user (PreventUserExistenceErrors), in the
      // same time: without a stored hash the password is checked against a throwaway one, so how
      // long the answer takes does not tell whether an account exists.
      const verify = this.options.verifyPassword ?? passwordMatches;
      const matches = verify(params.PASSWORD ?? '', user?.passwordHash ?? DECOY_PASSWORD_HASH);
      if (!user?.passwordHash || !matches) {
        throw new CognitoError('NotAuthorizedException', 'Incorrect username or password.');
      }
      if (user.status !== 'CONFIRMED') throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
      return { ChallengeParameters: {}, AuthenticationResult: this.issueTokens(user) };
    },
    REFRESH_TOKEN_AUTH: async (params) => this.refresh(params.REFRESH_TOKEN ?? ''),
    REFRESH_TOKEN: async (params) => this.refresh(params.REFRESH_TOKEN ?? ''),
  };

  private refresh(token: string) {
    const sub = this.store.refreshTokenOwner(token, this.options.clientId);
    const user = sub ? this.store.bySub(sub) : undefined;
    if (!user) throw new CognitoError('NotAuthorizedException', 'Invalid Refresh Token');
    return { ChallengeParameters: {}, AuthenticationResult: { ...this.issueTokens(user, false), RefreshToken: token } };
  }
}

function pick(source: Record<string, string>, keys: string[]) {
  return Object.fromEntries(keys.filter((k) => source[k] !== undefined).map((k) => [k, source[k]]));
}
