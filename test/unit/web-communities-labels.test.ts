import { afterEach, describe, expect, it } from 'vitest';
import {
  ageDescription,
  ageLabel,
  ageShortLabel,
  memberCountLabel,
  ratingLabel,
  tierBadge,
} from '@web/features/community/community-labels';
import { speak } from '@web/lib/i18n/texts';
import { canReview, communitySignInPath, membershipAction } from '@web/features/community/membership-action';
import { nextPathFrom } from '@web/features/auth/auth-mode';
import { speakHindi } from '../support/speak-hindi';

describe('community age label', () => {
  // New under a month, whole months under 12, whole years from 12; nonsense shows as new.
  it.each([
    [0, 'New'],
    [0.9, 'New'],
    [1, '1m'],
    [11, '11m'],
    [11.99, '11m'],
    [12, '1y'],
    [23, '1y'],
    [24, '2y'],
    [61, '5y'],
    [-3, 'New'],
    [Number.NaN, 'New'],
  ])('labels %s months as %s', (months, label) => {
    expect(ageLabel(months)).toBe(label);
  });
  it('has a spoken form', () => {
    expect(ageDescription(0)).toBe('Launched this month');
    expect(ageDescription(1)).toBe('Running for 1 month');
    expect(ageDescription(5)).toBe('Running for 5 months');
    expect(ageDescription(30)).toBe('Running for 2 years');
    expect([ageShortLabel(0), ageShortLabel(3), ageShortLabel(30)]).toEqual(['New', '3m', '2y']);
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
    expect(ratingLabel(4.25, 4)).toBe('4.3 · 4 reviews');
    expect(ratingLabel(5, 1)).toBe('5.0 · 1 review');
    expect(ratingLabel(3.04, 10)).toBe('3.0 · 10 reviews');
  });
  it('shows no number without reviews', () => {
    expect(ratingLabel(null, 0)).toBe('No reviews yet');
    expect(ratingLabel(4, 0)).toBe('No reviews yet');
  });
  it('pluralises', () => {
    expect(memberCountLabel(1)).toBe('1 member');
    expect(memberCountLabel(0)).toBe('0 members');
    expect(memberCountLabel(2)).toBe('2 members');
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

describe('in Hindi', () => {
  afterEach(() => speak('en'));

  it('says the age, rating, counts and what the viewer can do in Hindi', async () => {
    speakHindi((await import('virtual:catalogue/hi')).default);
    expect(ageDescription(0)).toBe('इसी महीने शुरू हुई');
    expect([ageShortLabel(0), ageShortLabel(3), ageShortLabel(30)]).toEqual(['नई', '3 महीने', '2 साल']);
    expect(ageDescription(5)).toBe('5 महीनों से चल रही है');
    expect(ageDescription(30)).toBe('2 साल से चल रही है');
    expect(ratingLabel(4.25, 4)).toBe('4.3 · 4 रिव्यू');
    expect(ratingLabel(null, 0)).toBe('अभी कोई रिव्यू नहीं');
    expect(memberCountLabel(1)).toBe('1 मेंबर');
    expect(membershipAction({ isOwner: false, membership: 'none', requiresApproval: true }).label).toBe(
      'जुड़ने की रिक्वेस्ट भेजें',
    );
  });
});
