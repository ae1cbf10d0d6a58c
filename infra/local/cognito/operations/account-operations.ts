import { randomInt } from 'node:crypto';
import { CognitoError } from '../cognito-error';
import { assertClientMayWrite } from '../client-attributes';
import type { CognitoRequest, PoolCore } from '../pool-core';
import { hashPassword, type LocalUser } from '../user-store';

// Sign-up, confirmation and password reset, with the pool's policy, messages and triggers.
const CODE_PLACEHOLDER = '{####}';
const SIGN_UP_CODE_TTL_MS = 24 * 60 * 60 * 1000;
const RESET_CODE_TTL_MS = 60 * 60 * 1000;

export function assertPasswordPolicy(password: string) {
  const problems: string[] = [];
  if (password.length < 8) problems.push('Password not long enough');
  if (!/[A-Z]/.test(password)) problems.push('Password must have uppercase characters');
  if (!/[a-z]/.test(password)) problems.push('Password must have lowercase characters');
  if (!/\d/.test(password)) problems.push('Password must have numeric characters');
  if (problems.length)
    throw new CognitoError('InvalidPasswordException', `Password did not conform with policy: ${problems[0]}`);
}

const attributesFrom = (list: { Name: string; Value: string }[] | undefined) =>
  Object.fromEntries((list ?? []).map((a) => [a.Name, String(a.Value)]));
/** Only the pool verifies an address or number: a client's claim that it is verified is dropped. */
const maskEmail = (email: string) => `${email[0]}***@${email.split('@')[1]?.[0] ?? ''}***`;
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

export function accountOperations(pool: PoolCore) {
  /** Builds the e-mail through the CustomMessage trigger, then puts the real code in. */
  async function mailCode(user: LocalUser, triggerSource: string, code: string, clientMetadata: unknown) {
    const event = await pool.trigger(
      'customMessage',
      triggerSource,
      user,
      { codeParameter: CODE_PLACEHOLDER, usernameParameter: null, clientMetadata },
      { emailMessage: null, emailSubject: null, smsMessage: null },
    );
    const subject = event.response.emailSubject ?? 'Your verification code';
    const body = event.response.emailMessage ?? `Your verification code is ${CODE_PLACEHOLDER}`;
    pool.sendEmail({ to: user.email, subject, html: String(body).split(CODE_PLACEHOLDER).join(code) });
  }

  function checkCode(purpose: string, user: LocalUser | undefined, code: unknown) {
    const stored = user ? pool.store.takeCode(purpose, user.sub) : undefined;
    if (!user || !stored || stored.code !== String(code ?? ''))
      throw new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
    if (stored.expiresAt <= pool.now())
      throw new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
    pool.store.clearCode(purpose, user.sub);
  }

  const deliveryTo = (email: string) => ({
    CodeDeliveryDetails: { Destination: maskEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' },
  });
  // Unknown users get the same answer as known ones (PreventUserExistenceErrors).
  const deliveryAsIfTo = (body: CognitoRequest) => deliveryTo(String(body.Username ?? 'x@x'));

  /** Mails `user` a new code; anyone else gets the answer a real user would (the pool hides who exists). */
  async function sendCode(
    body: CognitoRequest,
    user: LocalUser | undefined,
    purpose: 'sign-up' | 'reset',
    ttlMs: number,
    triggerSource: string,
  ) {
    if (!user) return deliveryAsIfTo(body);
    const code = newCode();
    pool.store.setCode(purpose, user.sub, code, pool.now() + ttlMs);
    await mailCode(user, triggerSource, code, body.ClientMetadata ?? {});
    return deliveryTo(user.email);
  }

  return {
    SignUp: async (body: CognitoRequest) => {
      const email = String(body.Username ?? '')
        .trim()
        .toLowerCase();
      const attributes = attributesFrom(body.UserAttributes);
      // Verified flags, custom:role and the rest outside the client's write list are refused.
      assertClientMayWrite(Object.keys(attributes));
      if (!email.includes('@')) throw new CognitoError('InvalidParameterException', 'Username should be an email.');
      assertPasswordPolicy(String(body.Password ?? ''));
      if (pool.store.byEmail(email))
        throw new CognitoError('UsernameExistsException', 'An account with the given email already exists.');
      const draft = { sub: '', attributes: { ...attributes, email } };
      const pre = await pool.trigger(
        'preSignUp',
        'PreSignUp_SignUp',
        draft,
        { validationData: body.ValidationData ?? null, clientMetadata: body.ClientMetadata ?? {} },
        { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
      );
      const confirmed = pre.response.autoConfirmUser === true;
      const user = pool.store.create({
        email,
        password: String(body.Password),
        status: confirmed ? 'CONFIRMED' : 'UNCONFIRMED',
        attributes: { ...attributes, email_verified: pre.response.autoVerifyEmail ? 'true' : 'false' },
      });
      if (!confirmed) {
        const code = newCode();
        pool.store.setCode('sign-up', user.sub, code, pool.now() + SIGN_UP_CODE_TTL_MS);
        await mailCode(user, 'CustomMessage_SignUp', code, body.ClientMetadata ?? {});
      }
      return {
        UserConfirmed: confirmed,
        UserSub: user.sub,
        ...(confirmed ? {} : deliveryTo(user.email)),
      };
    },

    ConfirmSignUp: async (body: CognitoRequest) => {
      const user = pool.store.find(String(body.Username ?? ''));
      if (user?.status === 'CONFIRMED')
        throw new CognitoError('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
      checkCode('sign-up', user, body.ConfirmationCode);
      pool.store.update(user!.sub, (u) => {
        u.status = 'CONFIRMED';
        u.attributes.email_verified = 'true';
      });
      await pool.trigger('postConfirmation', 'PostConfirmation_ConfirmSignUp', pool.store.bySub(user!.sub)!, {
        clientMetadata: body.ClientMetadata ?? {},
      });
      return {};
    },

    ResendConfirmationCode: async (body: CognitoRequest) => {
      const user = pool.store.find(String(body.Username ?? ''));
      const unconfirmed = user?.status === 'CONFIRMED' ? undefined : user;
      return sendCode(body, unconfirmed, 'sign-up', SIGN_UP_CODE_TTL_MS, 'CustomMessage_ResendCode');
    },

    ForgotPassword: async (body: CognitoRequest) => {
      const user = pool.store.find(String(body.Username ?? ''));
      return sendCode(body, user?.email ? user : undefined, 'reset', RESET_CODE_TTL_MS, 'CustomMessage_ForgotPassword');
    },

    ConfirmForgotPassword: async (body: CognitoRequest) => {
      const user = pool.store.find(String(body.Username ?? ''));
      assertPasswordPolicy(String(body.Password ?? ''));
      checkCode('reset', user, body.ConfirmationCode);
      pool.store.update(user!.sub, (u) => {
        u.passwordHash = hashPassword(String(body.Password));
        // A reset proves the e-mail, as in Cognito.
        if (u.status === 'UNCONFIRMED') u.status = 'CONFIRMED';
      });
      pool.store.revokeRefreshTokens(user!.sub);
      return {};
    },
  };
}
