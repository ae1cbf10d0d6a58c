import { BRAND } from '@shared/constants';
import type { LanguageCode } from '@shared/languages';
import type { OutgoingEmail } from '@functions/platform/messaging-ports';
import { emailLayout } from '@functions/platform/emails/layout';
import { accountTextsIn } from '../texts';

// Written in the language the app spoke when the link was asked for: the request carries it.
export function magicLinkEmail(input: {
  to: string;
  name: string | null;
  link: string;
  language: LanguageCode;
}): OutgoingEmail {
  const say = accountTextsIn(input.language);
  const brand = BRAND.name;
  const body = emailLayout({
    greeting: input.name ? say('emails.greeting', { name: input.name }) : say('emails.greetingNoName'),
    lines: [say('accountEmails.magicLink.line', { brand }), say('accountEmails.magicLink.ignore')],
    action: { label: say('accountEmails.magicLink.action', { brand }), url: input.link },
    language: { code: input.language, openLink: say('emails.openLink') },
  });
  return { to: input.to, subject: say('accountEmails.magicLink.subject', { brand }), ...body };
}
