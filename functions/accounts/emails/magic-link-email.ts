import { BRAND } from '@shared/constants';
import type { OutgoingEmail } from '@functions/platform/messaging-ports';
import { emailLayout } from '@functions/platform/emails/layout';

export function magicLinkEmail(input: { to: string; name: string | null; link: string }): OutgoingEmail {
  const body = emailLayout({
    greeting: `Hi ${input.name ?? 'there'},`,
    lines: [
      'Tap the button to sign in to Yaktiv. The link works once and expires in 1 hour.',
      "If you didn't ask for it, you can ignore this e-mail.",
    ],
    action: { label: 'Sign in to Yaktiv', url: input.link },
  });
  return { to: input.to, subject: `Your ${BRAND.name} sign-in link`, ...body };
}
