import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { FORMER_MEMBER_NAME } from '@shared/texts/account-data';
import type { StoredJoinRequest } from '@functions/joins/ports';
import { writtenIf } from '@functions/platform/dynamo/conditional';
import { joinKeys } from './keys';

// A deleted account's requests stay in their games (so hosts' counts and histories stay right) as an
// anonymous attendee: the contact details, answers and messages leave the item, a neutral name takes
// the contact name's place (every reader of a request expects one).
export function dynamoJoinAccountData(db: DynamoDBDocumentClient, tableName: string) {
  return {
    async anonymise(request: Pick<StoredJoinRequest, 'game_id' | 'user_id'>, at: string): Promise<boolean> {
      return writtenIf(() =>
        db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: joinKeys.joinRequest(request.game_id, request.user_id),
            UpdateExpression:
              'SET contact_name = :former, contact_email = :none, answers = :noAnswers, anonymised_at = if_not_exists(anonymised_at, :at) ' +
              'REMOVE contact_phone, contact_instagram, host_message',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':former': FORMER_MEMBER_NAME, ':none': '', ':noAnswers': [], ':at': at },
          }),
        ),
      );
    },
  };
}
export type JoinAccountData = ReturnType<typeof dynamoJoinAccountData>;
