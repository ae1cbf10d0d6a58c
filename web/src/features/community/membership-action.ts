import { t } from './texts';

// What the community page offers the viewer: the owner manages, a member leaves,
// a pending request waits, everyone else joins, or requests to join when approval is required.

export type Membership = 'none' | 'pending' | 'member' | 'admin';

export interface MembershipAction {
  kind: 'manage' | 'leave' | 'pending' | 'request' | 'join';
  /** What its button or badge says, in the language spoken. */
  label: string;
}

const actionOf = (kind: MembershipAction['kind']): MembershipAction => ({ kind, label: t(`community.action.${kind}`) });

export function membershipAction(input: {
  isOwner: boolean;
  membership: Membership;
  requiresApproval: boolean;
}): MembershipAction {
  if (input.isOwner) return actionOf('manage');
  if (input.membership === 'member' || input.membership === 'admin') return actionOf('leave');
  if (input.membership === 'pending') return actionOf('pending');
  return actionOf(input.requiresApproval ? 'request' : 'join');
}

/** Only members see Write a Review. */
export const canReview = (membership: Membership) => membership === 'member' || membership === 'admin';

/** Where a signed-out visitor signs in, coming back to the community afterwards. */
export const communitySignInPath = (communityId: string) =>
  `/auth?next=${encodeURIComponent(`/community/${communityId}`)}`;
