// Kept copies behind a version (decisions 032 and 034): every change that makes a copy stale moves
// the version in its own transaction, and a copy is kept only under the version it was read at.

/**
 * The version of a kept item, moved: whatever was kept before `now` is stale from here on. `type`: the
 * kept item's type, from its domain's item types (the platform knows none of them).
 */
export function versionMove(tableName: string, key: { pk: string; sk: string }, type: string, now: Date) {
  return {
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: 'SET #type = :type, changed_at = :at ADD version :one',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':type': type, ':at': now.toISOString(), ':one': 1 },
    },
  };
}

/** The condition that keeps a copy only if no change moved the version since it was read (`:version`). */
export const unchangedSince = (version: number) =>
  version === 0 ? 'attribute_not_exists(version)' : 'version = :version';
