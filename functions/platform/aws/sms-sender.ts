import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import type { SmsSender } from '../messaging-ports';

// SNS direct-to-phone SMS, marked transactional so sign-in codes are not throttled as promotions.
export function snsSmsSender(client = new SNSClient({})): SmsSender {
  return {
    async send(phone, message) {
      await client.send(
        new PublishCommand({
          PhoneNumber: phone,
          Message: message,
          MessageAttributes: { 'AWS.SNS.SMS.SMSType': { DataType: 'String', StringValue: 'Transactional' } },
        }),
      );
    },
  };
}
