import type { EventDetail } from '../../shared/events';
import { BRAND } from '../../shared/constants';
import { emailLayout } from './emails/layout';
import type { Mailer, NotificationRepository, OnceGuard, ProfileRepository } from './ports';

// Community events → in-app notification (and e-mail where the issue asks for one), once per event
// and person (issue 11; the join notifier's pattern): a join request tells the admin, a decision
// tells the player, a new review tells the owner. The guard key and the notification key come from
// the event, so a redelivery after a failed e-mail adds nothing.

export interface CommunityNotifierDeps {
  profiles: Pick<ProfileRepository, 'get'>;
  notifications: NotificationRepository;
  mailer: Mailer;
  guard: OnceGuard;
  appUrl: string;
}

export interface CommunityDelivery {
  eventId: string;
  time: string;
}

interface Message {
  userId: string;
  title: string;
  body: string;
  link: string;
  email?: { subject: string; lines: string[]; action: string };
}

const communityLink = (communityId: string) => `/community/${communityId}`;

export function createCommunityNotifier({ profiles, notifications, mailer, guard, appUrl }: CommunityNotifierDeps) {
  async function deliver(delivery: CommunityDelivery, message: Message) {
    await guard.once(`community-notify#${delivery.eventId}#${message.userId}`, async () => {
      await notifications.add({ userId: message.userId, eventId: delivery.eventId, createdAt: delivery.time, title: message.title, body: message.body, link: message.link });
      if (!message.email) return;
      const profile = await profiles.get(message.userId);
      if (!profile?.email) return;
      const body = emailLayout({
        greeting: `Hi ${profile.name || 'there'},`,
        lines: message.email.lines,
        action: { label: message.email.action, url: `${appUrl}${message.link}` },
        footer: `— ${BRAND.name}. You get this because of a community you run or asked to join.`,
      });
      await mailer.send({ to: profile.email, subject: message.email.subject, ...body });
    });
  }

  return {
    async joinRequested(delivery: CommunityDelivery, e: EventDetail<'CommunityJoinRequested.v1'>) {
      const body = `${e.playerName} asked to join ${e.communityName}.`;
      await deliver(delivery, {
        userId: e.hostId,
        title: 'New community join request',
        body,
        link: communityLink(e.communityId),
        email: { subject: `${e.playerName} wants to join ${e.communityName}`, lines: [body, 'Approve or reject the request from the community’s Members tab or your dashboard.'], action: 'Review the request' },
      });
    },

    async joinDecided(delivery: CommunityDelivery, e: EventDetail<'CommunityJoinDecided.v1'>) {
      const approved = e.action === 'approve';
      const title = approved ? 'Welcome to the community' : 'Community request declined';
      const body = approved ? `Your request to join ${e.communityName} was approved.` : `Your request to join ${e.communityName} was not approved this time.`;
      await deliver(delivery, {
        userId: e.userId,
        title,
        body,
        link: communityLink(e.communityId),
        email: { subject: `${title}: ${e.communityName}`, lines: [body], action: approved ? 'Open the community' : 'See the community' },
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
