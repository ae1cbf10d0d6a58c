import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isHighlight, reviewDelta } from '@shared/rules/community-rules';
import { writtenIf } from '@functions/platform/dynamo/conditional';
import type { CommunityReviews, StoredCommunityReview } from '../ports';
import { COMMUNITY_ITEM_TYPES, communityKeys } from './keys';
import { communityUpdate, readItem } from './community-item';
import { encodeCursor, indexPartitionCursor, queryItems } from '@functions/platform/dynamo/query';
import { transactWrite } from '@functions/platform/dynamo/transact';
import { eventWrites } from '@functions/hosting/public-event-writes';
import { dynamoCommunityPlayed } from './community-played-store';

// A community's reviews, one per member in its partition. A review's rating moves the community's
// review_sum and review_count by the difference in the same transaction, so the totals stay exact;
// the list card's highlight is the latest review that qualifies.

const toReview = (item: Record<string, unknown>): StoredCommunityReview => ({
  id: String(item.id),
  community_id: String(item.community_id),
  user_id: String(item.user_id),
  rating: Number(item.rating),
  review_text: String(item.review_text ?? ''),
  created_at: String(item.created_at),
  updated_at: String(item.updated_at),
  version: Number(item.version ?? 1),
});

export function dynamoCommunityReviews(db: DynamoDBDocumentClient, tableName: string): CommunityReviews {
  const getItem = (key: Record<string, string>) => readItem(db, tableName, key);

  async function clearHighlightOf(communityId: string, userId: string) {
    const update = communityUpdate(tableName, communityId, {
      expression: 'REMOVE highlight',
      condition: 'highlight.userId = :user',
      values: { ':user': userId },
    });
    await writtenIf(() => db.send(new UpdateCommand(update)));
  }

  return {
    async review(communityId, userId) {
      const item = await getItem(communityKeys.communityReview(communityId, userId));
      return item ? toReview(item) : null;
    },

    async reviews(communityId, limit, cursorText) {
      const { gsi5pk } = communityKeys.reviewsByTime(communityId);
      const cursor = indexPartitionCursor(cursorText, ['gsi5pk', gsi5pk]);
      if (cursor === null) return null;
      const page = await queryItems(db, {
        tableName,
        index: 'byLookup',
        key: { partition: ['gsi5pk', gsi5pk] },
        descending: true,
        limit,
        cursor,
        maxPages: 1,
        map: toReview,
      });
      return { items: page.items, cursor: encodeCursor(page.cursor) ?? null };
    },

    playedCounts: (communityId, userIds) => dynamoCommunityPlayed(db, tableName).playedCounts(communityId, userIds),

    async saveReview(community, review, previous, reviewerName, events) {
      const delta = reviewDelta(previous?.rating ?? null, review.rating);
      const highlighted = isHighlight(review);
      const highlight = {
        rating: review.rating,
        text: review.review_text,
        userName: reviewerName,
        userId: review.user_id,
      };
      const outcome = await transactWrite(db, {
        review: {
          Put: {
            TableName: tableName,
            Item: {
              ...communityKeys.communityReview(review.community_id, review.user_id),
              ...communityKeys.reviewByTime(review.community_id, review.updated_at, review.user_id),
              type: COMMUNITY_ITEM_TYPES.communityReview,
              ...review,
            },
            // Optimistic: the review this delta was computed from must still be the stored one.
            ...(previous === null
              ? { ConditionExpression: 'attribute_not_exists(pk)' }
              : {
                  ConditionExpression: 'version = :version',
                  ExpressionAttributeValues: { ':version': previous.version },
                }),
          },
        },
        member: {
          ConditionCheck: {
            TableName: tableName,
            Key: communityKeys.communityMember(review.community_id, review.user_id),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        community: {
          Update: communityUpdate(tableName, community.id, {
            expression: `ADD review_sum :sum, review_count :count SET last_activity_at = :at${highlighted ? ', highlight = :highlight' : ''}`,
            values: {
              ':sum': delta.sum,
              ':count': delta.count,
              ':at': review.updated_at,
              ...(highlighted ? { ':highlight': highlight } : {}),
            },
          }),
        },
        ...eventWrites(tableName, events, review.updated_at),
      });
      if (outcome.ok) {
        // A rewrite that no longer qualifies takes its own words off the card (display only, no invariant).
        if (!highlighted) await clearHighlightOf(community.id, review.user_id);
        return 'saved';
      }
      if (outcome.failed.includes('review')) return 'changed';
      if (outcome.failed.includes('member')) return 'not-member';
      return 'gone';
    },
  };
}
