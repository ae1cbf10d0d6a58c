import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { writtenIf } from '@functions/platform/dynamo/conditional';
import type { StoredCommunityReview } from '../ports';
import { communityUpdate } from './community-item';
import { communityKeys } from './keys';

// Taking a review away, the one way both of its removals do it (the writer's account erased, a
// moderator's removal): the review goes only as it was read (its version) and its rating leaves
// the community's totals in the same transaction, so the average stays exact.

/** The transaction items: the review's conditional delete and the totals moved back. */
export const reviewRemovalItems = (tableName: string, review: StoredCommunityReview) => ({
  review: {
    Delete: {
      TableName: tableName,
      Key: communityKeys.communityReview(review.community_id, review.user_id),
      ConditionExpression: 'version = :version',
      ExpressionAttributeValues: { ':version': review.version },
    },
  },
  community: {
    Update: communityUpdate(tableName, review.community_id, {
      expression: 'ADD review_sum :sum, review_count :count',
      values: { ':sum': -review.rating, ':count': -1 },
    }),
  },
});

/** Takes the writer's words off the list card if they are there (display only, no invariant). */
export async function clearHighlightOf(
  db: DynamoDBDocumentClient,
  tableName: string,
  communityId: string,
  userId: string,
): Promise<void> {
  await writtenIf(() =>
    db.send(
      new UpdateCommand(
        communityUpdate(tableName, communityId, {
          expression: 'REMOVE highlight',
          condition: 'highlight.userId = :user',
          values: { ':user': userId },
        }),
      ),
    ),
  );
}
