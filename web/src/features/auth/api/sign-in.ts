import { confirmSignIn, getCurrentUser, signIn, type SignInOutput } from 'aws-amplify/auth';
import { REQUEST_SMS_ANSWER, SIGN_IN_METHODS } from '@shared/rules/custom-auth';
import { spokenLanguage } from '@web/lib/i18n/texts';

// The error wording travels with the calls that raise the errors, off the first load.
export {
  EMAIL_NOT_CONFIRMED,
  isSessionExpiredError,
  linkErrorMessage,
  sendCodeErrorMessage,
  signInErrorMessage,
  verificationErrorMessage,
} from '../auth-errors';

// Every sign-in the browser makes with Amplify. Each resolves once signed in (Hub tells the
// AuthProvider) or says what the next step is; Cognito's errors are thrown as Amplify raises them.

/** An unfinished sign-in this app does not offer, named like Cognito's errors for the mapping. */
export class SignInStepError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

/**
 * Password sign-in with e-mail or phone (E.164) as the username. USER_PASSWORD_AUTH is
 * deliberate: Cognito's compromised-credential checks only run on that flow.
 */
export async function signInWithPassword(username: string, password: string): Promise<void> {
  const { isSignedIn, nextStep } = await signIn({
    username,
    password,
    options: { authFlowType: 'USER_PASSWORD_AUTH' },
  });
  if (isSignedIn) return;
  // Amplify reports an unconfirmed account as a next step rather than throwing.
  if (nextStep.signInStep === 'CONFIRM_SIGN_UP')
    throw new SignInStepError('UserNotConfirmedException', 'User is not confirmed.');
  throw unexpectedStep(nextStep.signInStep);
}

const unexpectedStep = (step: string) =>
  new SignInStepError('UnexpectedSignInStep', `Sign-in asked for a step this app does not offer (${step}).`);

/** Starts custom auth (magic link, SMS code): Cognito answers with its first challenge. */
async function startCustomAuth(username: string): Promise<void> {
  const { nextStep } = await signIn({ username, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } });
  if (nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE') throw unexpectedStep(nextStep.signInStep);
}

/**
 * Signs in with a one-time token from a magic link or the local social stand-in. Works in any
 * tab or browser: nothing but the token is needed. Someone already signed in as that user stays
 * signed in (an old link opened again does not sign them out); anyone else is signed out first.
 */
export async function signInWithToken(username: string, token: string): Promise<void> {
  const current = await getCurrentUser().catch(() => null);
  if (current?.username === username) return;
  if (current) {
    const { signOut } = await import('@web/lib/auth/amplify-sign-out');
    await signOut();
  }
  await startCustomAuth(username);
  const { isSignedIn, nextStep } = await confirmSignIn({
    challengeResponse: token,
    options: { clientMetadata: { signInMethod: SIGN_IN_METHODS.magicLink } },
  });
  if (!isSignedIn) throw unexpectedStep(nextStep.signInStep);
}

export interface SmsChallenge {
  /** Where the code went, masked by the server. */
  destination: string | null;
  attemptsLeft: number | null;
}

const smsChallengeOf = (output: SignInOutput): SmsChallenge => {
  if (output.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE')
    throw unexpectedStep(output.nextStep.signInStep);
  const info = output.nextStep.additionalInfo ?? {};
  const attempts = Number(info.attemptsLeft);
  return { destination: info.destination || null, attemptsLeft: Number.isFinite(attempts) ? attempts : null };
};

/** Starts a phone sign-in: custom auth, then asks the Create trigger to text a code. */
export async function requestSmsCode(username: string): Promise<SmsChallenge> {
  await startCustomAuth(username);
  const output = await confirmSignIn({
    challengeResponse: REQUEST_SMS_ANSWER,
    // The code's text is written in the language the app speaks now (when its template is registered).
    options: { clientMetadata: { signInMethod: SIGN_IN_METHODS.smsOtp, language: spokenLanguage() } },
  });
  return smsChallengeOf(output);
}

/** Answers the SMS challenge: signed in, or the same challenge again with one attempt fewer. */
export async function verifySmsCode(code: string): Promise<{ signedIn: true } | ({ signedIn: false } & SmsChallenge)> {
  const output = await confirmSignIn({
    challengeResponse: code,
    options: { clientMetadata: { signInMethod: SIGN_IN_METHODS.smsOtp } },
  });
  if (output.isSignedIn) return { signedIn: true };
  return { signedIn: false, ...smsChallengeOf(output) };
}
