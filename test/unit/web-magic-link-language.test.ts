import { afterEach, describe, expect, it, vi } from 'vitest';
import hindi from 'virtual:catalogue/hi';

// Asking for a magic link tells the API the language the app speaks, so the e-mail is written in it.
const bodies: unknown[] = [];
vi.mock('@web/lib/api-client', () => ({
  apiRequest: async (_path: string, options: { body: unknown }) => void bodies.push(options.body),
}));

const { sendMagicLink } = await import('@web/features/auth/api/public-auth');
const { speak } = await import('@web/lib/i18n/texts');

afterEach(() => speak('en'));

describe('the magic-link request', () => {
  it('carries the language spoken: English by default, Hindi once chosen', async () => {
    await sendMagicLink('asha@example.com');
    speak('hi', hindi);
    await sendMagicLink('asha@example.com');
    expect(bodies).toEqual([
      { email: 'asha@example.com', language: 'en' },
      { email: 'asha@example.com', language: 'hi' },
    ]);
  });
});
