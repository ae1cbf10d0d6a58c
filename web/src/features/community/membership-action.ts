// What the community page offers the viewer: the owner manages, a member leaves,
// a pending request waits, everyone else joins, or requests to join when approval is required.

export type Membership = 'none' | 'pending' | 'member' | 'admin';

export type MembershipAction =
  | { kind: 'manage'; label: 'Manage Community' }
  | { kind: 'leave'; label: 'Leave Community' }
  | { kind: 'pending'; label: 'Request Pending' }
  | { kind: 'request'; label: 'Request to Join' }
  | { kind: 'join'; label: 'Join Community' };

export function membershipAction(input: {
  isOwner: boolean;
  membership: Membership;
  requiresApproval: boolean;
}): MembershipAction {
  if (input.isOwner) return { kind: 'manage', label: 'Manage Community' };
  if (input.membership === 'member' || input.membership === 'admin') return { kind: 'leave', label: 'Leave Community' };
  if (input.membership === 'pending') return { kind: 'pending', label: 'Request Pending' };
  return input.requiresApproval
    ? { kind: 'request', label: 'Request to Join' }
    : { kind: 'join', label: 'Join Community' };
}

/** Only members see Write a Review. */
export const canReview = (membership: Membership) => membership === 'member' || membership === 'admin';

/** Where a signed-out visitor signs in, coming back to the community afterwards. */
export const communitySignInPath = (communityId: string) =>
  `/auth?next=${encodeURIComponent(`/community/${communityId}`)}`;
