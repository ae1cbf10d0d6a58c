import { afterEach, describe, expect, it, vi } from 'vitest';
import hindi from 'virtual:catalogue/hi';
import { speakHindi } from '../support/speak-hindi';

// Asking for a magic link or a phone code tells the server the language the app speaks, so the
// e-mail or the SMS is written in it (there may be no profile yet to ask).
const bodies: unknown[] = [];
const metadata: unknown[] = [];
vi.mock('@web/lib/api-client', () => ({
  apiRequest: async (_path: string, options: { body: unknown }) => void bodies.push(options.body),
}));
vi.mock('aws-amplify/auth', () => ({
  signIn: async () => ({ nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE' } }),
  confirmSignIn: async (input: { options: { clientMetadata: unknown } }) => {
    metadata.push(input.options.clientMetadata);
    return { isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', additionalInfo: {} } };
  },
  getCurrentUser: async () => null,
}));

const { sendMagicLink } = await import('@web/features/auth/api/public-auth');
const { requestSmsCode } = await import('@web/features/auth/api/sign-in');
const { speak } = await import('@web/lib/i18n/texts');

afterEach(() => speak('en'));

describe('sign-in requests', () => {
  it('a magic link carries the language spoken: English by default, Hindi once chosen', async () => {
    await sendMagicLink('asha@example.com');
    speakHindi(hindi);
    await sendMagicLink('asha@example.com');
    expect(bodies).toEqual([
      { email: 'asha@example.com', language: 'en' },
      { email: 'asha@example.com', language: 'hi' },
    ]);
  });

  it('a phone code carries it in the client metadata the code trigger reads', async () => {
    speakHindi(hindi);
    await requestSmsCode('+919876543210');
    expect(metadata).toEqual([{ signInMethod: 'SMS_OTP', language: 'hi' }]);
  });
});
