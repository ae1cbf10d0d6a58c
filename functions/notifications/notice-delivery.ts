import { BRAND } from '@shared/constants';
import { channelsFor } from '@shared/rules/notification-channels';
import { emailLayout } from '../platform/emails/layout';
import type { Mailer } from '../platform/messaging-ports';
import type { NotificationRepository } from './ports';
import type { OnceGuard } from '../platform/event-ports';
import type { ProfileRepository } from '@functions/accounts';

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

export interface Notice {
  userId: string;
  title: string;
  body: string;
  link: string;
  email?: { subject: string; lines: string[]; action: string };
}

/** `guardPrefix` names the notifier in the once-key; `footer` follows the brand in the e-mail. */
export function createNoticeDelivery(
  { profiles, notifications, mailer, guard, appUrl }: NoticeDeps,
  { guardPrefix, footer }: { guardPrefix: string; footer: string },
) {
  return async function deliver(delivery: NoticeDelivery, notice: Notice) {
    await guard.once(`${guardPrefix}#${delivery.eventId}#${notice.userId}`, async () => {
      const profile = await profiles.get(notice.userId);
      const channels = channelsFor(profile);
      if (channels.inApp)
        await notifications.add({
          userId: notice.userId,
          eventId: delivery.eventId,
          createdAt: delivery.time,
          title: notice.title,
          body: notice.body,
          link: notice.link,
        });
      if (!channels.email || !notice.email || !profile?.email) return;
      const body = emailLayout({
        greeting: `Hi ${profile.name || 'there'},`,
        lines: notice.email.lines,
        action: { label: notice.email.action, url: `${appUrl}${notice.link}` },
        footer: `— ${BRAND.name}${footer}`,
      });
      await mailer.send({ to: profile.email, subject: notice.email.subject, ...body });
    });
  };
}
