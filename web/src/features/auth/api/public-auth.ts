import { apiRequest } from '@web/lib/api-client';
import { isRecord } from '@web/lib/shape-check';
import { spokenLanguage } from '@web/lib/i18n/texts';

// The API's public sign-in helpers (no token needed). Both answer the same whether or not the
// address or number belongs to someone.

/** POST /api/auth/magic-link: 202 for any address, 429 when asked again within 60 s. */
export async function sendMagicLink(email: string): Promise<void> {
  // The e-mail is written in the language the app speaks now.
  await apiRequest('/api/auth/magic-link', { method: 'POST', body: { email, language: spokenLanguage() } });
}

/** POST /api/auth/phone: makes sure the number has an account; answers its pool username (E.164). */
export async function preparePhoneSignIn(phone: string): Promise<string> {
  return apiRequest('/api/auth/phone', {
    method: 'POST',
    body: { phone },
    parse: (body) => (isRecord(body) && typeof body.username === 'string' && body.username ? body.username : null),
  });
}
