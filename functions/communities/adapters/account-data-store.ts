import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { StoredCommunityMember, StoredCommunityReview } from '@functions/communities/ports';
import { queryItems } from '@functions/platform/dynamo/query';
import { transactWrite } from '@functions/platform/dynamo/transact';
import { clearHighlightOf, reviewRemovalItems } from './review-removal';
import { communityKeys } from './keys';

// One user's side of the communities domain for their data export and their account's erasure:
// their memberships (byOwner, one page per hundred), and the removal of a review with the
// community's totals moved back in the same transaction, so its average stays exact.

const MAX_PAGES = 20;

export function dynamoCommunityAccountData(db: DynamoDBDocumentClient, tableName: string) {
  return {
    async membershipsOf(userId: string): Promise<StoredCommunityMember[]> {
      const { gsi1pk, gsi1skPrefix } = communityKeys.playerCommunitiesPrefix(userId);
      const page = await queryItems(db, {
        tableName,
        index: 'byOwner',
        key: { partition: ['gsi1pk', gsi1pk], sort: ['gsi1sk', { beginsWith: gsi1skPrefix }] },
        maxPages: MAX_PAGES,
        map: (item) => ({
          community_id: String(item.community_id),
          user_id: String(item.user_id),
          role_in_community: item.role_in_community === 'admin' ? ('admin' as const) : ('member' as const),
          joined_at: String(item.joined_at),
        }),
      });
      return page.items;
    },

    /** Takes the review away with its rating; false when it changed or went meanwhile (read again). */
    async removeReview(review: StoredCommunityReview): Promise<boolean> {
      // The list card's words go first: they name the reviewer, and nothing else depends on them.
      await clearHighlightOf(db, tableName, review.community_id, review.user_id);
      const outcome = await transactWrite(db, reviewRemovalItems(tableName, review));
      return outcome.ok;
    },
  };
}
export type CommunityAccountData = ReturnType<typeof dynamoCommunityAccountData>;
