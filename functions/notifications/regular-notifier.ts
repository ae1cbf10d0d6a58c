import type { EventDetail } from '@shared/events';
import { createNoticeDelivery, type NoticeDelivery, type NoticeDeps } from './notice-delivery';

// Regulars of a repeating series (decision 071): the host hears that a player asked to be a
// regular (bell only: they answer on the regulars screen); the player hears the host's approval,
// decline or removal, in the bell and by e-mail. Once per event and person.

/** Every word these notices say, in one place (English; the catalogues take them from here). */
export const REGULAR_NOTICE_WORDS = {
  askedTitle: 'New regular request',
  asked: (name: string, title: string) => `${name} asked to be a regular of ${title}`,
  approvedTitle: "You're a regular",
  approved: (title: string) =>
    `The host approved you as a regular of ${title}: you're in every coming game, unless you skip one.`,
  approvedSubject: (title: string) => `You're a regular of ${title}`,
  approvedAction: 'See your games',
  declinedTitle: 'Regular request declined',
  declined: (title: string) => `The host declined your request to be a regular of ${title}.`,
  declinedSubject: (title: string) => `About your regular request for ${title}`,
  declinedMore: 'You can still join each game on its own once it opens to everyone.',
  removedTitle: 'No longer a regular',
  removed: (title: string) =>
    `The host removed you from the regulars of ${title}: your coming games were released and anything paid is refunded in full.`,
  removedSubject: (title: string) => `You're no longer a regular of ${title}`,
  seeGame: 'See the game',
} as const;

const W = REGULAR_NOTICE_WORDS;

export function createRegularNotifier(deps: NoticeDeps) {
  const deliver = createNoticeDelivery(deps, { guardPrefix: 'regular-notify', footer: '' });

  return {
    async regularRequested(delivery: NoticeDelivery, e: EventDetail<'RegularRequested.v1'>) {
      await deliver(delivery, {
        userId: e.hostId,
        title: W.askedTitle,
        body: W.asked(e.playerName, e.title),
        link: `/game/${e.gameId}/regulars`,
      });
    },

    async regularDecided(delivery: NoticeDelivery, e: EventDetail<'RegularDecided.v1'>) {
      const words = {
        approved: { title: W.approvedTitle, body: W.approved(e.title), subject: W.approvedSubject(e.title), more: [] },
        declined: {
          title: W.declinedTitle,
          body: W.declined(e.title),
          subject: W.declinedSubject(e.title),
          more: [W.declinedMore],
        },
        removed: { title: W.removedTitle, body: W.removed(e.title), subject: W.removedSubject(e.title), more: [] },
      }[e.decision];
      await deliver(delivery, {
        userId: e.userId,
        title: words.title,
        body: words.body,
        link: e.decision === 'approved' ? '/my-requests' : `/game/${e.gameId}`,
        email: {
          subject: words.subject,
          lines: [words.body, ...words.more],
          action: e.decision === 'approved' ? W.approvedAction : W.seeGame,
        },
      });
    },
  };
}
export type RegularNotifier = ReturnType<typeof createRegularNotifier>;
