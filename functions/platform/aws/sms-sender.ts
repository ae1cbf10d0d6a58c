import { PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import type { SmsSender } from '../messaging-ports';

/** India's DLT registration: operators deliver to +91 only texts that name a registered entity and template. */
export interface SmsRegistration {
  entityId: string;
  templateId: string;
  /** The registered header the texts come from; empty for the account's default. */
  senderId: string;
}

/** One SNS client for every registered text a function sends. */
export const snsClient = () => new SNSClient({});

const text = (StringValue: string) => ({ DataType: 'String', StringValue });

// SNS direct-to-phone SMS, marked transactional so sign-in codes are not throttled as promotions,
// with the DLT entity and template ids (and sender ID) when the deployment has them.
export function snsSmsSender(client = new SNSClient({}), registration?: SmsRegistration): SmsSender {
  const attributes = {
    'AWS.SNS.SMS.SMSType': text('Transactional'),
    ...(registration?.entityId ? { 'AWS.MM.SMS.EntityId': text(registration.entityId) } : {}),
    ...(registration?.templateId ? { 'AWS.MM.SMS.TemplateId': text(registration.templateId) } : {}),
    ...(registration?.senderId ? { 'AWS.SNS.SMS.SenderID': text(registration.senderId) } : {}),
  };
  return {
    async send(phone, message) {
      await client.send(new PublishCommand({ PhoneNumber: phone, Message: message, MessageAttributes: attributes }));
    },
  };
}
