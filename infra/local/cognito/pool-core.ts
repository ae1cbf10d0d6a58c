import type { LocalUser, UserStore } from './user-store';

// What the operation groups (operations/*) need of the local pool. They depend on this interface,
// not on LocalCognito, so the pool can compose them without an import circle.
export type TriggerName =
  | 'preSignUp'
  | 'postConfirmation'
  | 'defineAuthChallenge'
  | 'createAuthChallenge'
  | 'verifyAuthChallengeResponse'
  | 'customMessage';

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
  trigger(
    name: TriggerName,
    triggerSource: string,
    user: { sub: string; attributes: Record<string, string> } | null,
    request: Record<string, unknown>,
    response?: Record<string, unknown>,
    // A trigger's answer is whatever the handler returned (Cognito's event shapes differ per trigger).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ): Promise<any>;
  sendEmail(email: { to: string; subject: string; html: string }): void;
  issueTokens(user: LocalUser, withRefresh?: boolean): TokenSet;
}
