import { BRAND } from '@shared/constants';
import type { LanguageCode } from '@shared/languages';
import { safeReturnPath } from '@shared/rules/return-path';
import { emailLayout } from '@functions/platform/emails/layout';
import { accountTextsIn } from '../texts';

// The pool replaces `code` (Cognito's {####} placeholder) with the real code after this runs.
// Written in the language the app spoke when it asked (there is no profile yet at sign-up).
export function accountEmail(
  trigger: string,
  input: { appUrl: string; code: string; email: string; name: string | null; next?: unknown; language: LanguageCode },
) {
  const say = accountTextsIn(input.language);
  const brand = BRAND.name;
  const greeting = input.name ? say('emails.greeting', { name: input.name }) : say('emails.greetingNoName');
  const language = { code: input.language, openLink: say('emails.openLink') };
  if (trigger === 'CustomMessage_SignUp' || trigger === 'CustomMessage_ResendCode') {
    // The page the new player was heading for rides in the link, so it works in any browser.
    const next = typeof input.next === 'string' ? safeReturnPath(input.next) : null;
    const link = `${input.appUrl}/auth/callback?method=confirm-sign-up&email=${encodeURIComponent(input.email)}&code=${input.code}${next && next !== '/' ? `&next=${encodeURIComponent(next)}` : ''}`;
    const { html } = emailLayout({
      greeting,
      lines: [say('accountEmails.signUp.line', { brand })],
      action: { label: say('accountEmails.signUp.action'), url: link },
      language,
    });
    return { subject: say('accountEmails.signUp.subject', { brand }), html };
  }
  if (trigger === 'CustomMessage_ForgotPassword') {
    const { html } = emailLayout({
      greeting,
      lines: [say('accountEmails.reset.code', { code: input.code }), say('accountEmails.reset.next')],
      language,
    });
    return { subject: say('accountEmails.reset.subject', { brand }), html };
  }
  return null;
}
