import type { EventDetail } from '@shared/events';
import { createNoticeDelivery, type NoticeDelivery, type NoticeDeps } from '@functions/notifications';
import { communityTextsIn } from './texts';

// Community events → in-app notification (and an e-mail for join requests and decisions) in the
// reader's language, once per event and person (the join notifier's pattern): a join request tells the admin, a decision
// tells the player, a new review tells the owner. The guard key and the notification key come from
// the event, so a redelivery after a failed e-mail adds nothing.

export type CommunityNotifierDeps = NoticeDeps;
export type CommunityDelivery = NoticeDelivery;

const communityLink = (communityId: string) => `/community/${communityId}`;

export function createCommunityNotifier(deps: CommunityNotifierDeps) {
  const deliver = createNoticeDelivery(deps, { guardPrefix: 'community-notify', footerKey: 'emails.footer.community' });

  return {
    async joinRequested(delivery: CommunityDelivery, e: EventDetail<'CommunityJoinRequested.v1'>) {
      const names = { player: e.playerName, community: e.communityName };
      await deliver(delivery, {
        userId: e.hostId,
        link: communityLink(e.communityId),
        words: ({ language }) => {
          const say = communityTextsIn(language);
          const body = say('communityNotices.requested.body', names);
          return {
            title: say('communityNotices.requested.title'),
            body,
            email: {
              subject: say('communityNotices.requested.subject', names),
              lines: [body, say('communityNotices.requested.next')],
              action: say('communityNotices.requested.action'),
            },
          };
        },
      });
    },

    async joinDecided(delivery: CommunityDelivery, e: EventDetail<'CommunityJoinDecided.v1'>) {
      const answer = e.action === 'approve' ? 'approved' : 'declined';
      await deliver(delivery, {
        userId: e.userId,
        link: communityLink(e.communityId),
        words: ({ language }) => {
          const say = communityTextsIn(language);
          const title = say(`communityNotices.${answer}.title`);
          const body = say(`communityNotices.${answer}.body`, { community: e.communityName });
          return {
            title,
            body,
            email: {
              subject: say('communityNotices.subjectFor', { heading: title, community: e.communityName }),
              lines: [body],
              action: say(`communityNotices.${answer}.action`),
            },
          };
        },
      });
    },

    async reviewed(delivery: CommunityDelivery, e: EventDetail<'CommunityReviewed.v1'>) {
      // A new review tells the owner; a member editing theirs doesn't ring the bell again.
      if (!e.isNew || e.userId === e.hostId) return;
      await deliver(delivery, {
        userId: e.hostId,
        link: communityLink(e.communityId),
        words: ({ language }) => {
          const say = communityTextsIn(language);
          return {
            title: say('communityNotices.reviewed.title'),
            body: say('communityNotices.reviewed.body', {
              reviewer: e.reviewerName,
              community: e.communityName,
              rating: e.rating,
            }),
          };
        },
      });
    },
  };
}
export type CommunityNotifier = ReturnType<typeof createCommunityNotifier>;
