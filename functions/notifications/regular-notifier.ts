import type { EventDetail } from '@shared/events';
import { createNoticeDelivery, type NoticeDelivery, type NoticeDeps } from './notice-delivery';
import { regularNoticeTextsIn } from './regular-notice-texts';

// Regulars of a repeating series (decision 071): the host hears that a player asked to be a
// regular (bell only: they answer on the regulars screen); the player hears the host's approval,
// decline or removal, in the bell and by e-mail. Once per event and person, in each reader's language;
// the series' title and the player's name stay as typed.

export function createRegularNotifier(deps: NoticeDeps) {
  const deliver = createNoticeDelivery(deps, { guardPrefix: 'regular-notify', footer: '' });

  return {
    async regularRequested(delivery: NoticeDelivery, e: EventDetail<'RegularRequested.v1'>) {
      await deliver(delivery, {
        userId: e.hostId,
        link: `/game/${e.gameId}/regulars`,
        words: ({ language }) => {
          const say = regularNoticeTextsIn(language);
          return {
            title: say('regularNotices.asked.title'),
            body: say('regularNotices.asked.body', { name: e.playerName, title: e.title }),
          };
        },
      });
    },

    async regularDecided(delivery: NoticeDelivery, e: EventDetail<'RegularDecided.v1'>) {
      const approved = e.decision === 'approved';
      await deliver(delivery, {
        userId: e.userId,
        link: approved ? '/my-requests' : `/game/${e.gameId}`,
        words: ({ language }) => {
          const say = regularNoticeTextsIn(language);
          const key = `regularNotices.${e.decision}`;
          const body = say(`${key}.body`, { title: e.title });
          // Only a decline has more to say: the games still open to everyone later.
          const more = e.decision === 'declined' ? [say('regularNotices.declined.more')] : [];
          return {
            title: say(`${key}.title`),
            body,
            email: {
              subject: say(`${key}.subject`, { title: e.title }),
              lines: [body, ...more],
              action: approved ? say('regularNotices.approved.action') : say('regularNotices.seeGame'),
            },
          };
        },
      });
    },
  };
}
export type RegularNotifier = ReturnType<typeof createRegularNotifier>;
