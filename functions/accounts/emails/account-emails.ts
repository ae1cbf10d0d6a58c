import { BRAND } from '@shared/constants';
import { safeReturnPath } from '@shared/rules/return-path';
import { emailLayout } from '@functions/platform/emails/layout';

// The pool replaces `code` (Cognito's {####} placeholder) with the real code after this runs.
export function accountEmail(
  trigger: string,
  input: { appUrl: string; code: string; email: string; name: string | null; next?: unknown },
) {
  const greeting = `Hi ${input.name ?? 'there'},`;
  if (trigger === 'CustomMessage_SignUp' || trigger === 'CustomMessage_ResendCode') {
    // The page the new player was heading for rides in the link, so it works in any browser.
    const next = typeof input.next === 'string' ? safeReturnPath(input.next) : null;
    const link = `${input.appUrl}/auth/callback?method=confirm-sign-up&email=${encodeURIComponent(input.email)}&code=${input.code}${next && next !== '/' ? `&next=${encodeURIComponent(next)}` : ''}`;
    const { html } = emailLayout({
      greeting,
      lines: ['Welcome to Yaktiv! Confirm your e-mail address to finish creating your account.'],
      action: { label: 'Confirm my e-mail', url: link },
    });
    return { subject: `Confirm your ${BRAND.name} account`, html };
  }
  if (trigger === 'CustomMessage_ForgotPassword') {
    const { html } = emailLayout({
      greeting,
      lines: [
        `Your password reset code is ${input.code}.`,
        "Enter it in the app to choose a new password. If you didn't ask for this, ignore this e-mail.",
      ],
    });
    return { subject: `Your ${BRAND.name} password reset code`, html };
  }
  return null;
}
