import type { EventDetail } from '@shared/events';
import { BRAND } from '@shared/constants';
import { createNoticeDelivery, type NoticeDelivery, type NoticeDeps } from '@functions/notifications';

// What operators decide reaches the person it concerns: an applicant hears the decision
// on their host application, a host hears their game was taken down. One notification and one
// e-mail per event and person, however often the event arrives (the community notifier's pattern).

export type AdminNotifierDeps = NoticeDeps;
export type AdminDelivery = NoticeDelivery;

export function createAdminNotifier(deps: AdminNotifierDeps) {
  const deliver = createNoticeDelivery(deps, { guardPrefix: 'admin-notify', footer: '' });

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
          lines: approved
            ? [body, 'Sign in again or reopen the app to see your Host Dashboard.']
            : [body, 'You can apply again whenever you are ready.'],
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
        email: {
          subject: `Taken down: ${e.title}`,
          lines: [body, 'Players with requests were told, and paid players are refunded in full.'],
          action: 'See the game',
        },
      });
    },
  };
}
export type AdminNotifier = ReturnType<typeof createAdminNotifier>;
