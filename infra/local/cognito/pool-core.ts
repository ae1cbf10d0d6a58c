import type { CognitoTrigger } from '@functions/platform/function-spec';
import type { LocalUser, UserStore } from './user-store';

// What the operation groups (operations/*) need of the local pool. They depend on this interface,
// not on LocalCognito, so the pool can compose them without an import circle.
/** The triggers a function of the manifest can be wired to, by the same names. */
export type TriggerName = CognitoTrigger;

/**
 * A Cognito JSON request as the SDK and aws-amplify post it: the fields the operations read. It is
 * wire input, parsed but not checked, so every field is optional and the operations coerce what they use.
 */
export interface CognitoRequest {
  ClientId?: string;
  UserPoolId?: string;
  Username?: string;
  Password?: string;
  PreviousPassword?: string;
  ProposedPassword?: string;
  Permanent?: boolean;
  ConfirmationCode?: string;
  UserAttributes?: { Name: string; Value: string }[];
  ValidationData?: { Name: string; Value: string }[];
  ClientMetadata?: Record<string, string>;
  AuthFlow?: string;
  AuthParameters?: Record<string, string>;
  Session?: string;
  ChallengeName?: string;
  ChallengeResponses?: Record<string, string>;
  AccessToken?: string;
  RefreshToken?: string;
  Token?: string;
  Filter?: string;
  Limit?: number;
  GroupName?: string;
}

/** What each trigger may answer in its event's response part (Cognito's shapes; all optional). */
export interface TriggerResponses {
  preSignUp: { autoConfirmUser?: boolean; autoVerifyEmail?: boolean; autoVerifyPhone?: boolean };
  postConfirmation: Record<string, unknown>;
  defineAuthChallenge: { challengeName?: string | null; issueTokens?: boolean; failAuthentication?: boolean };
  createAuthChallenge: {
    publicChallengeParameters?: Record<string, string>;
    privateChallengeParameters?: Record<string, string>;
    challengeMetadata?: string | null;
  };
  verifyAuthChallengeResponse: { answerCorrect?: boolean };
  customMessage: { emailMessage?: string | null; emailSubject?: string | null; smsMessage?: string | null };
}

/** A trigger's answer: the event it was given, its response part filled in. */
export interface TriggerAnswer<N extends TriggerName> {
  response: TriggerResponses[N];
}

export interface TokenSet {
  AccessToken: string;
  IdToken: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
  RefreshToken?: string;
}

export interface PoolCore {
  readonly store: UserStore;
  readonly userPoolId: string;
  readonly clientId: string;
  now(): number;
  trigger<N extends TriggerName>(
    name: N,
    triggerSource: string,
    user: { sub: string; attributes: Record<string, string> } | null,
    request: Record<string, unknown>,
    response?: Record<string, unknown>,
  ): Promise<TriggerAnswer<N>>;
  sendEmail(email: { to: string; subject: string; html: string }): void;
  issueTokens(user: LocalUser, withRefresh?: boolean): TokenSet;
}
