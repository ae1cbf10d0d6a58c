import { describe, expect, it } from 'vitest';
import { ageDescription, ageLabel, countLabel, ratingLabel, tierBadge } from '@web/features/community/community-labels';
import { canReview, communitySignInPath, membershipAction } from '@web/features/community/membership-action';
import { nextPathFrom } from '@web/features/auth/auth-mode';

describe('community age label', () => {
  it('says New at 0 months', () => {
    expect(ageLabel(0)).toBe('New');
    expect(ageLabel(0.9)).toBe('New');
  });
  it('counts months under 12', () => {
    expect(ageLabel(1)).toBe('1m');
    expect(ageLabel(11)).toBe('11m');
    expect(ageLabel(11.99)).toBe('11m');
  });
  it('counts whole years from 12', () => {
    expect(ageLabel(12)).toBe('1y');
    expect(ageLabel(23)).toBe('1y');
    expect(ageLabel(24)).toBe('2y');
    expect(ageLabel(61)).toBe('5y');
  });
  it('treats nonsense as new rather than showing it', () => {
    expect(ageLabel(-3)).toBe('New');
    expect(ageLabel(Number.NaN)).toBe('New');
  });
  it('has a spoken form', () => {
    expect(ageDescription(0)).toBe('Launched this month');
    expect(ageDescription(1)).toBe('Running for 1 month');
    expect(ageDescription(5)).toBe('Running for 5 months');
    expect(ageDescription(30)).toBe('Running for 2 years');
  });
});

describe('tier badge', () => {
  it('shows NEW for Emerging only', () => {
    expect(tierBadge('Emerging')).toBe('NEW');
    for (const tier of ['Growing', 'Established', 'Leading'] as const) expect(tierBadge(tier)).toBeNull();
  });
});

describe('rating and counts', () => {
  it('rounds the average to one decimal', () => {
    expect(ratingLabel(4.25, 4)).toBe('4.3 (4 reviews)');
    expect(ratingLabel(5, 1)).toBe('5.0 (1 review)');
    expect(ratingLabel(3.04, 10)).toBe('3.0 (10 reviews)');
  });
  it('shows no number without reviews', () => {
    expect(ratingLabel(null, 0)).toBe('No reviews yet');
    expect(ratingLabel(4, 0)).toBe('No reviews yet');
  });
  it('pluralises', () => {
    expect(countLabel(1, 'member')).toBe('1 member');
    expect(countLabel(0, 'member')).toBe('0 members');
    expect(countLabel(2, 'event')).toBe('2 events');
  });
});

describe('membership action', () => {
  it('the owner manages, whatever the membership says', () => {
    expect(membershipAction({ isOwner: true, membership: 'admin', requiresApproval: true }).label).toBe(
      'Manage Community',
    );
    expect(membershipAction({ isOwner: true, membership: 'none', requiresApproval: false }).kind).toBe('manage');
  });
  it('members and admins leave', () => {
    expect(membershipAction({ isOwner: false, membership: 'member', requiresApproval: true }).kind).toBe('leave');
    expect(membershipAction({ isOwner: false, membership: 'admin', requiresApproval: false }).kind).toBe('leave');
  });
  it('a pending request waits', () => {
    expect(membershipAction({ isOwner: false, membership: 'pending', requiresApproval: true })).toEqual({
      kind: 'pending',
      label: 'Request Pending',
    });
  });
  it('others join, or request to join when approval is required', () => {
    expect(membershipAction({ isOwner: false, membership: 'none', requiresApproval: false })).toEqual({
      kind: 'join',
      label: 'Join Community',
    });
    expect(membershipAction({ isOwner: false, membership: 'none', requiresApproval: true })).toEqual({
      kind: 'request',
      label: 'Request to Join',
    });
  });
  it('only members review', () => {
    expect(canReview('member')).toBe(true);
    expect(canReview('admin')).toBe(true);
    expect(canReview('pending')).toBe(false);
    expect(canReview('none')).toBe(false);
  });
  it('signing in comes back to the community', () => {
    const path = communitySignInPath('c 1/x');
    expect(path.startsWith('/auth?next=')).toBe(true);
    expect(nextPathFrom(path.slice('/auth'.length))).toBe('/community/c 1/x');
  });
});
