import { BRAND } from '@shared/constants';
import { channelsFor } from '@shared/rules/notification-channels';
import { emailLayout } from '../platform/emails/layout';
import type { Mailer } from '../platform/messaging-ports';
import type { NotificationRepository } from './ports';
import type { OnceGuard } from '../platform/event-ports';
import type { ProfileRepository } from '@functions/accounts';
import { speakerFor, type Speaker } from './texts';

// One in-app notification, and an e-mail where there is one, per event and person, however often
// the event arrives: the guard key and the notification key come from the event, so a redelivery
// after a failed e-mail adds nothing. The community and admin notifiers deliver through it.

export interface NoticeDeps {
  profiles: Pick<ProfileRepository, 'get'>;
  notifications: NotificationRepository;
  mailer: Mailer;
  guard: OnceGuard;
  appUrl: string;
}

/** The event being delivered: its id (the once-key) and time (the notification's). */
export interface NoticeDelivery {
  eventId: string;
  time: string;
}

/** What a notice says: the bell's title and body, and the e-mail's subject, lines and button. */
export interface NoticeWords {
  title: string;
  body: string;
  email?: { subject: string; lines: string[]; action: string };
}

/**
 * A notice: its words as written, or written in the reader's language once their profile says
 * which (`words`). The link is the same in every language.
 */
export type Notice = { userId: string; link: string } & (NoticeWords | { words: (speaker: Speaker) => NoticeWords });

/**
 * `guardPrefix` names the notifier in the once-key; the e-mail ends with the brand and either
 * `footerKey` (a catalogue text with `{brand}`, in the reader's language) or `footer` (as written).
 */
export function createNoticeDelivery(
  { profiles, notifications, mailer, guard, appUrl }: NoticeDeps,
  { guardPrefix, footer = '', footerKey }: { guardPrefix: string; footer?: string; footerKey?: string },
) {
  return async function deliver(delivery: NoticeDelivery, notice: Notice) {
    await guard.once(`${guardPrefix}#${delivery.eventId}#${notice.userId}`, async () => {
      const profile = await profiles.get(notice.userId);
      const channels = channelsFor(profile);
      const speaker = speakerFor(profile);
      const { say } = speaker;
      const words = 'words' in notice ? notice.words(speaker) : notice;
      if (channels.inApp)
        await notifications.add({
          userId: notice.userId,
          eventId: delivery.eventId,
          createdAt: delivery.time,
          title: words.title,
          body: words.body,
          link: notice.link,
        });
      if (!channels.email || !words.email || !profile?.email) return;
      const body = emailLayout({
        greeting: profile.name ? say('emails.greeting', { name: profile.name }) : say('emails.greetingNoName'),
        lines: words.email.lines,
        action: { label: words.email.action, url: `${appUrl}${notice.link}` },
        footer: footerKey ? say(footerKey, { brand: BRAND.name }) : `— ${BRAND.name}${footer}`,
        language: { code: speaker.language, openLink: say('emails.openLink') },
      });
      await mailer.send({ to: profile.email, subject: words.email.subject, ...body });
    });
  };
}
