import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGetItems } from '@functions/platform/dynamo/batch-get';
import { writtenIf } from '@functions/platform/dynamo/conditional';
import { queryItems } from '@functions/platform/dynamo/query';
import { transactWrite } from '@functions/platform/dynamo/transact';
import type { StoredCommunityReview } from '../ports';
import { readItem } from './community-item';
import { clearHighlightOf, reviewRemovalItems } from './review-removal';
import { COMMUNITY_ITEM_TYPES, communityKeys } from './keys';

// The owner's reports of reviews, one item per reviewed member beside the review. A report is open
// while it carries the open-reports index keys; closing it removes them and records how it ended.
// It remembers which writing of the review it was about (the review's updated_at), so the owner
// can't report the same words twice but can report a rewrite, or a new review after a removal.

export interface StoredReviewReport {
  community_id: string;
  user_id: string;
  reporter_id: string;
  reason: string;
  note: string | null;
  reported_at: string;
  /** The review's updated_at when it was reported. */
  review_at: string;
  open: boolean;
}

export type ReviewReportResolution = 'dismissed' | 'removed' | 'review-gone';

const toReport = (item: Record<string, unknown>): StoredReviewReport => ({
  community_id: String(item.community_id),
  user_id: String(item.user_id),
  reporter_id: String(item.reporter_id),
  reason: String(item.reason),
  note: item.note == null ? null : String(item.note),
  reported_at: String(item.reported_at),
  review_at: String(item.review_at),
  open: item.gsi5pk !== undefined,
});

const closing = (resolution: ReviewReportResolution, at: string) => ({
  UpdateExpression: 'SET resolution = :resolution, closed_at = :closed REMOVE gsi5pk, gsi5sk',
  ConditionExpression: 'attribute_exists(gsi5pk)',
  ExpressionAttributeValues: { ':resolution': resolution, ':closed': at },
});

export function dynamoReviewReports(db: DynamoDBDocumentClient, tableName: string) {
  return {
    async get(communityId: string, userId: string): Promise<StoredReviewReport | null> {
      const item = await readItem(db, tableName, communityKeys.reviewReport(communityId, userId));
      return item ? toReport(item) : null;
    },

    /**
     * Opens the report unless this writing of the review was reported already ('reported'), or the
     * review is not the one read any more ('changed': rewritten or removed meanwhile).
     */
    async open(report: Omit<StoredReviewReport, 'open'>, review: StoredCommunityReview) {
      const outcome = await transactWrite(db, {
        report: {
          Put: {
            TableName: tableName,
            Item: {
              ...communityKeys.reviewReport(report.community_id, report.user_id),
              ...communityKeys.openReviewReport(report.reported_at, report.community_id, report.user_id),
              type: COMMUNITY_ITEM_TYPES.reviewReport,
              ...report,
            },
            ConditionExpression: 'attribute_not_exists(pk) OR (attribute_not_exists(gsi5pk) AND review_at <> :at)',
            ExpressionAttributeValues: { ':at': report.review_at },
          },
        },
        review: {
          ConditionCheck: {
            TableName: tableName,
            Key: communityKeys.communityReview(review.community_id, review.user_id),
            ConditionExpression: 'version = :version',
            ExpressionAttributeValues: { ':version': review.version },
          },
        },
      });
      if (outcome.ok) return 'opened' as const;
      return outcome.failed.includes('review') ? ('changed' as const) : ('reported' as const);
    },

    /** Open reports, newest first, up to `limit` (and whether more are open). */
    async openReports(limit: number): Promise<{ reports: StoredReviewReport[]; more: boolean }> {
      // Keys only from the index; the reports themselves by key (there are few at a time).
      const page = await queryItems(db, {
        tableName,
        index: 'byLookup',
        key: { partition: ['gsi5pk', communityKeys.openReviewReports().gsi5pk] },
        descending: true,
        limit,
        projection: ['pk', 'sk'],
        map: (item) => ({ pk: String(item.pk), sk: String(item.sk) }),
      });
      const items = page.items.length ? await batchGetItems(db, { tableName, keys: page.items }) : [];
      const reports = items
        .map(toReport)
        .filter((report) => report.open)
        .sort((a, b) => b.reported_at.localeCompare(a.reported_at));
      return { reports, more: Boolean(page.cursor) };
    },

    /** Closes the open report; false when none was open. */
    async close(communityId: string, userId: string, resolution: ReviewReportResolution, at: string) {
      return writtenIf(() =>
        db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: communityKeys.reviewReport(communityId, userId),
            ...closing(resolution, at),
          }),
        ),
      );
    },

    /**
     * Removes the reported review with its rating taken off the community's totals and closes the
     * report, in one transaction. 'changed': the review was rewritten meanwhile (read again);
     * 'closed': the report was closed meanwhile.
     */
    async removeReview(review: StoredCommunityReview, at: string): Promise<'removed' | 'changed' | 'closed'> {
      const outcome = await transactWrite(db, {
        ...reviewRemovalItems(tableName, review),
        report: {
          Update: {
            TableName: tableName,
            Key: communityKeys.reviewReport(review.community_id, review.user_id),
            ...closing('removed', at),
          },
        },
      });
      if (outcome.ok) {
        // The list card's words name the writer; they go with the review.
        await clearHighlightOf(db, tableName, review.community_id, review.user_id);
        return 'removed';
      }
      return outcome.failed.includes('review') ? 'changed' : 'closed';
    },
  };
}
export type ReviewReports = ReturnType<typeof dynamoReviewReports>;
