import { BRAND } from '@shared/constants';
import type { EmailAttachment, OutgoingEmail } from '@functions/platform/messaging-ports';
import { emailLayout, emailSubject } from '@functions/platform/emails/layout';
import type { Speaker } from '../texts';

// The join loop's e-mails: the same words as the in-app notification, a button to the page.
export function joinLoopEmail(
  { language, say }: Speaker,
  input: {
    to: string;
    name: string | null;
    subject: string;
    lines: string[];
    action: { label: string; url: string };
    attachments?: EmailAttachment[];
  },
): OutgoingEmail {
  const body = emailLayout({
    greeting: input.name ? say('emails.greeting', { name: input.name }) : say('emails.greetingNoName'),
    lines: input.lines,
    action: input.action,
    footer: say('emails.footer.joinLoop', { brand: BRAND.name }),
    language: { code: language, openLink: say('emails.openLink') },
  });
  return {
    to: input.to,
    subject: emailSubject(input.subject),
    ...body,
    ...(input.attachments?.length ? { attachments: input.attachments } : {}),
  };
}
