import type { EventDetail } from '../../shared/events';
import { BRAND } from '../../shared/constants';
import { emailLayout } from './emails/layout';
import type { Mailer, NotificationRepository, OnceGuard, ProfileRepository } from './ports';

// What operators decide reaches the person it concerns (issue 12): an applicant hears the decision
// on their host application, a host hears their game was taken down. One notification and one
// e-mail per event and person, however often the event arrives (the community notifier's pattern).

export interface AdminNotifierDeps {
  profiles: Pick<ProfileRepository, 'get'>;
  notifications: NotificationRepository;
  mailer: Mailer;
  guard: OnceGuard;
  appUrl: string;
}

export interface AdminDelivery {
  eventId: string;
  time: string;
}

interface Message {
  userId: string;
  title: string;
  body: string;
  link: string;
  email: { subject: string; lines: string[]; action: string };
}

export function createAdminNotifier({ profiles, notifications, mailer, guard, appUrl }: AdminNotifierDeps) {
  async function deliver(delivery: AdminDelivery, message: Message) {
    await guard.once(`admin-notify#${delivery.eventId}#${message.userId}`, async () => {
      await notifications.add({ userId: message.userId, eventId: delivery.eventId, createdAt: delivery.time, title: message.title, body: message.body, link: message.link });
      const profile = await profiles.get(message.userId);
      if (!profile?.email) return;
      const body = emailLayout({
        greeting: `Hi ${profile.name || 'there'},`,
        lines: message.email.lines,
        action: { label: message.email.action, url: `${appUrl}${message.link}` },
        footer: `— ${BRAND.name}`,
      });
      await mailer.send({ to: profile.email, subject: message.email.subject, ...body });
    });
  }

  return {
    async hostApplicationDecided(delivery: AdminDelivery, e: EventDetail<'HostApplicationDecided.v1'>) {
      const approved = e.action === 'approve';
      const title = approved ? 'You are now a host' : 'Host application not approved';
      const body = approved
        ? 'Your application to host on Yaktiv was approved. You can create games and communities now.'
        : `Your application to host on Yaktiv was not approved. Reason: ${e.reason ?? 'not given'}`;
      await deliver(delivery, {
        userId: e.userId,
        title,
        body,
        link: approved ? '/host' : '/become-host',
        email: {
          subject: approved ? 'Your host application was approved' : 'About your host application',
          lines: approved ? [body, 'Sign in again or reopen the app to see your Host Dashboard.'] : [body, 'You can apply again whenever you are ready.'],
          action: approved ? 'Open your Host Dashboard' : 'See your application',
        },
      });
    },

    async gameTakenDown(delivery: AdminDelivery, e: EventDetail<'GameTakenDown.v1'>) {
      const body = `${e.title} was taken down by ${BRAND.name}'s moderators after reports from players.${e.note ? ` Note: ${e.note}` : ''}`;
      await deliver(delivery, {
        userId: e.hostId,
        title: 'Your game was taken down',
        body,
        link: `/game/${e.gameId}`,
        email: { subject: `Taken down: ${e.title}`, lines: [body, 'Players with requests were told, and paid players are refunded in full.'], action: 'See the game' },
      });
    },
  };
}
export type AdminNotifier = ReturnType<typeof createAdminNotifier>;
