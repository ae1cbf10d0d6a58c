import type { EventDetail } from '@shared/events';
import { createNoticeDelivery, type NoticeDelivery, type NoticeDeps } from '@functions/notifications';

// Community events → in-app notification (and an e-mail for join requests and decisions), once per
// event and person (the join notifier's pattern): a join request tells the admin, a decision
// tells the player, a new review tells the owner. The guard key and the notification key come from
// the event, so a redelivery after a failed e-mail adds nothing.

export type CommunityNotifierDeps = NoticeDeps;
export type CommunityDelivery = NoticeDelivery;

const communityLink = (communityId: string) => `/community/${communityId}`;

export function createCommunityNotifier(deps: CommunityNotifierDeps) {
  const deliver = createNoticeDelivery(deps, {
    guardPrefix: 'community-notify',
    footer: '. You get this because of a community you run or asked to join.',
  });

  return {
    async joinRequested(delivery: CommunityDelivery, e: EventDetail<'CommunityJoinRequested.v1'>) {
      const body = `${e.playerName} asked to join ${e.communityName}.`;
      await deliver(delivery, {
        userId: e.hostId,
        title: 'New community join request',
        body,
        link: communityLink(e.communityId),
        email: {
          subject: `${e.playerName} wants to join ${e.communityName}`,
          lines: [body, 'Approve or reject the request from the community’s Members tab or your dashboard.'],
          action: 'Review the request',
        },
      });
    },

    async joinDecided(delivery: CommunityDelivery, e: EventDetail<'CommunityJoinDecided.v1'>) {
      const approved = e.action === 'approve';
      const title = approved ? 'Welcome to the community' : 'Community request declined';
      const body = approved
        ? `Your request to join ${e.communityName} was approved.`
        : `Your request to join ${e.communityName} was not approved this time.`;
      await deliver(delivery, {
        userId: e.userId,
        title,
        body,
        link: communityLink(e.communityId),
        email: {
          subject: `${title}: ${e.communityName}`,
          lines: [body],
          action: approved ? 'Open the community' : 'See the community',
        },
      });
    },

    async reviewed(delivery: CommunityDelivery, e: EventDetail<'CommunityReviewed.v1'>) {
      // A new review tells the owner; a member editing theirs doesn't ring the bell again.
      if (!e.isNew || e.userId === e.hostId) return;
      await deliver(delivery, {
        userId: e.hostId,
        title: 'New community review',
        body: `${e.reviewerName} rated ${e.communityName} ${e.rating}/5.`,
        link: communityLink(e.communityId),
      });
    },
  };
}
export type CommunityNotifier = ReturnType<typeof createCommunityNotifier>;
