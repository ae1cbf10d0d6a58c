import { DeleteCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isRole } from '@shared/constants';
import { sha256 } from '../auth-tokens';
import type { SignUpRoleStore } from '../ports';
import { ACCOUNT_ITEM_TYPES, accountKeys } from './keys';

// A confirmation may come days after the sign-up (the e-mailed link); an unconfirmed sign-up's
// choice is forgotten by the table's TTL after a week.
const KEPT_SECONDS = 7 * 24 * 60 * 60;
const keyOf = (email: string) => accountKeys.signUpRole(sha256(email.trim().toLowerCase()));

export function dynamoSignUpRoleStore(db: DynamoDBDocumentClient, tableName: string): SignUpRoleStore {
  return {
    async remember(email, role) {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...keyOf(email),
            type: ACCOUNT_ITEM_TYPES.signUpRole,
            role,
            expiresAt: Math.floor(Date.now() / 1000) + KEPT_SECONDS,
          },
        }),
      );
    },
    async take(email) {
      const { Attributes } = await db.send(
        new DeleteCommand({ TableName: tableName, Key: keyOf(email), ReturnValues: 'ALL_OLD' }),
      );
      return isRole(Attributes?.role) ? Attributes.role : null;
    },
  };
}
