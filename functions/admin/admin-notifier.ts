import type { EventDetail } from '@shared/events';
import { BRAND } from '@shared/constants';
import { createNoticeDelivery, type NoticeDelivery, type NoticeDeps } from '@functions/notifications';
import { adminTextsIn } from './texts';

// What operators decide reaches the person it concerns, in their language: an applicant hears the
// decision on their host application, a host hears their game was taken down. One notification and
// one e-mail per event and person, however often the event arrives (the community notifier's pattern).
// The operator's reason and note, and the game's title, stay as typed.

export type AdminNotifierDeps = NoticeDeps;
export type AdminDelivery = NoticeDelivery;

const brand = BRAND.name;

export function createAdminNotifier(deps: AdminNotifierDeps) {
  const deliver = createNoticeDelivery(deps, { guardPrefix: 'admin-notify', footer: '' });

  return {
    async hostApplicationDecided(delivery: AdminDelivery, e: EventDetail<'HostApplicationDecided.v1'>) {
      const approved = e.action === 'approve';
      const key = approved ? 'adminNotices.hostApproved' : 'adminNotices.hostRejected';
      await deliver(delivery, {
        userId: e.userId,
        link: approved ? '/host' : '/become-host',
        words: ({ language }) => {
          const say = adminTextsIn(language);
          const reason = e.reason ?? say('adminNotices.hostRejected.noReason');
          const body = say(`${key}.body`, { brand, reason });
          return {
            title: say(`${key}.title`),
            body,
            email: { subject: say(`${key}.subject`), lines: [body, say(`${key}.next`)], action: say(`${key}.action`) },
          };
        },
      });
    },

    async gameTakenDown(delivery: AdminDelivery, e: EventDetail<'GameTakenDown.v1'>) {
      await deliver(delivery, {
        userId: e.hostId,
        link: `/game/${e.gameId}`,
        words: ({ language }) => {
          const say = adminTextsIn(language);
          const takenDown = say('adminNotices.takenDown.body', { title: e.title, brand });
          const body = e.note ? `${takenDown} ${say('adminNotices.takenDown.note', { note: e.note })}` : takenDown;
          return {
            title: say('adminNotices.takenDown.title'),
            body,
            email: {
              subject: say('adminNotices.takenDown.subject', { title: e.title }),
              lines: [body, say('adminNotices.takenDown.next')],
              action: say('adminNotices.takenDown.action'),
            },
          };
        },
      });
    },
  };
}
export type AdminNotifier = ReturnType<typeof createAdminNotifier>;
