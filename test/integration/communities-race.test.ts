import { describe, expect, inject, it } from 'vitest';
import { ConflictError } from '@functions/platform/errors';
import { COMMUNITY_MESSAGES } from '@shared/schemas/community';
import {
  communityInput,
  communityItem,
  communityServices,
  localDb,
  rewriting,
  syntheticUser,
} from '../support/community-fixtures';

// Each community invariant is a condition in the write that could break it, so it
// holds under a race; each race has a negative control (the same race with that one condition
// removed must break the rule), which shows the test can see it break.
const db = localDb(inject('dynamoEndpoint'));
const real = communityServices(db);
const fulfilled = <T>(outcomes: PromiseSettledResult<T>[]) => outcomes.filter((o) => o.status === 'fulfilled').length;
const reasons = <T>(outcomes: PromiseSettledResult<T>[]) =>
  outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as Error] : []));

describe('one community per account: 20 parallel creates by one host', () => {
  const CREATES = 20;

  it('creates exactly one; the other 19 are told one per account', async () => {
    const host = await syntheticUser(db, 'host');
    const outcomes = await Promise.allSettled(
      Array.from({ length: CREATES }, (_, i) =>
        real.service.create(host, communityInput({ name: `One Per Account ${i}` })),
      ),
    );
    expect(fulfilled(outcomes)).toBe(1);
    const errors = reasons(outcomes);
    expect(errors).toHaveLength(CREATES - 1);
    for (const error of errors) expect(error).toEqual(new ConflictError(COMMUNITY_MESSAGES.onePerAccount));
    expect(await real.communities.byOwner(host, 50)).toHaveLength(1);
  });

  it('negative control: without the owner marker the same race creates several', async () => {
    const host = await syntheticUser(db, 'host');
    const naive = communityServices(
      rewriting(db, (items) => items.filter((item) => item.Put?.Item?.type !== 'community-owner-marker'), CREATES),
    );
    const outcomes = await Promise.allSettled(
      Array.from({ length: CREATES }, (_, i) => naive.service.create(host, communityInput({ name: `Naive ${i}` }))),
    );
    expect(fulfilled(outcomes)).toBeGreaterThan(1);
    expect((await real.communities.byOwner(host, 50)).length).toBeGreaterThan(1);
  });
});

describe('max_members: 50 parallel joins on 10 free places', () => {
  const JOINS = 50;
  const FREE = 10;
  // The admin holds one place: 11 places, 10 free.
  const newCommunity = async () => {
    const host = await syntheticUser(db, 'host');
    return (await real.service.create(host, communityInput({ max_members: FREE + 1 }))).community.id;
  };
  const players = () => Array.from({ length: JOINS }, (_, i) => `race-player-${crypto.randomUUID()}-${i}`);

  it('exactly 10 join; 40 are told it is full; member_count is 11', async () => {
    const id = await newCommunity();
    const outcomes = await Promise.allSettled(players().map((p) => real.membership.join(p, id)));
    expect(fulfilled(outcomes)).toBe(FREE);
    for (const error of reasons(outcomes)) expect(error).toEqual(new ConflictError(COMMUNITY_MESSAGES.full));
    expect((await communityItem(db, id))!.member_count).toBe(FREE + 1);
    expect((await real.communities.members(id, 100))?.items).toHaveLength(FREE + 1);
  });

  it('negative control: without the room condition the same race lets more than 10 in', async () => {
    const id = await newCommunity();
    const naive = communityServices(
      rewriting(
        db,
        (items) =>
          items.map((item) =>
            item.Update?.ConditionExpression?.includes('member_count < max_members')
              ? { Update: { ...item.Update, ConditionExpression: 'attribute_exists(pk)' } }
              : item,
          ),
        JOINS,
      ),
    );
    const outcomes = await Promise.allSettled(players().map((p) => naive.membership.join(p, id)));
    expect(fulfilled(outcomes)).toBeGreaterThan(FREE);
    expect((await communityItem(db, id))!.member_count).toBeGreaterThan(FREE + 1);
  });
});

describe('reviews: one per member, totals exact under concurrency', () => {
  const MEMBERS = 15;
  const setup = async () => {
    const host = await syntheticUser(db, 'host');
    const id = (await real.service.create(host, communityInput())).community.id;
    const members = Array.from({ length: MEMBERS }, (_, i) => `reviewer-${crypto.randomUUID()}-${i}`);
    for (const m of members) await real.membership.join(m, id);
    return { id, members };
  };

  it('each member writes twice at once with different ratings: one review each, sum and count match the stored reviews', async () => {
    const { id, members } = await setup();
    await Promise.all(
      members.flatMap((m, i) => [
        real.membership.review(m, id, { rating: 1 + (i % 5), review_text: 'first' }),
        real.membership.review(m, id, { rating: 5 - (i % 5), review_text: 'second' }),
      ]),
    );
    const stored = (await real.communities.reviews(id, 100))!.items;
    expect(stored).toHaveLength(MEMBERS);
    const item = (await communityItem(db, id))!;
    expect(item.review_count).toBe(MEMBERS);
    expect(item.review_sum).toBe(stored.reduce((sum, r) => sum + r.rating, 0));
    const detail = await real.service.detail(id, null);
    expect(detail.view === 'full' && detail.stats.avg_rating).toBe(Math.round((item.review_sum / MEMBERS) * 10) / 10);
  });

  it('negative control: without the review condition the same race counts more reviews than members', async () => {
    const { id, members } = await setup();
    const naive = communityServices(
      rewriting(
        db,
        (items) =>
          items.map((item) =>
            item.Put?.Item?.type === 'community-review'
              ? { Put: { ...item.Put, ConditionExpression: undefined, ExpressionAttributeValues: undefined } }
              : item,
          ),
        MEMBERS * 2,
      ),
    );
    await Promise.allSettled(
      members.flatMap((m) => [
        naive.membership.review(m, id, { rating: 5, review_text: 'a' }),
        naive.membership.review(m, id, { rating: 1, review_text: 'b' }),
      ]),
    );
    const item = (await communityItem(db, id))!;
    expect(item.review_count).toBeGreaterThan(MEMBERS);
  });

  it('only members review', async () => {
    const { id } = await setup();
    await expect(real.membership.review('a-stranger', id, { rating: 4, review_text: '' })).rejects.toThrow(
      COMMUNITY_MESSAGES.membersOnlyReview,
    );
  });
});
