import type { Outbox } from './outbox';

// SES v2 (REST JSON) and SNS (query or JSON protocol) just far enough for SendEmail and Publish,
// so functions send mail and SMS with the real SDK calls and the messages land in the outbox.

/** SES v2 SendEmail's JSON body, the fields kept here (wire input: each may be missing). */
interface SendEmailBody {
  FromEmailAddress?: string;
  Destination?: { ToAddresses?: string[] };
  Content?: {
    Simple?: {
      Subject?: { Data?: string };
      Body?: { Text?: { Data?: string }; Html?: { Data?: string } };
      Attachments?: { FileName?: string; ContentType?: string; RawContent?: string }[];
    };
  };
}

export function sesSendEmail(outbox: Outbox, body: SendEmailBody | undefined) {
  const simple = body?.Content?.Simple;
  if (!simple) throw Object.assign(new Error('Only simple content is supported locally'), { status: 400 });
  const message = outbox.add({
    channel: 'email',
    from: body.FromEmailAddress,
    to: [...(body.Destination?.ToAddresses ?? [])],
    subject: simple.Subject?.Data ?? '',
    text: simple.Body?.Text?.Data ?? '',
    html: simple.Body?.Html?.Data,
    // The SDK sends RawContent base64-encoded in the JSON body.
    ...(Array.isArray(simple.Attachments) && simple.Attachments.length
      ? {
          attachments: simple.Attachments.map(
            (file: { FileName?: string; ContentType?: string; RawContent?: string }) => ({
              fileName: String(file.FileName ?? 'attachment'),
              contentType: file.ContentType,
              content: Buffer.from(String(file.RawContent ?? ''), 'base64').toString('utf8'),
            }),
          ),
        }
      : {}),
  });
  return { MessageId: message.id };
}

/** Publish's MessageAttributes, from the JSON protocol's map or the query protocol's numbered entries. */
function snsAttributes(params: Record<string, unknown>): Record<string, string> {
  const map = params.MessageAttributes;
  if (map && typeof map === 'object')
    return Object.fromEntries(
      Object.entries(map as Record<string, { StringValue?: string }>).map(([name, value]) => [
        name,
        String(value?.StringValue ?? ''),
      ]),
    );
  const attributes: Record<string, string> = {};
  for (const [key, name] of Object.entries(params)) {
    const entry = /^MessageAttributes\.entry\.(\d+)\.Name$/.exec(key);
    if (entry) attributes[String(name)] = String(params[`MessageAttributes.entry.${entry[1]}.Value.StringValue`] ?? '');
  }
  return attributes;
}

export function snsPublish(outbox: Outbox, params: Record<string, string>) {
  if (!params.PhoneNumber) throw Object.assign(new Error('Only SMS publishing is supported locally'), { status: 400 });
  return outbox.add({
    channel: 'sms',
    to: [params.PhoneNumber],
    text: params.Message ?? '',
    attributes: snsAttributes(params),
  });
}

export const snsPublishXml = (messageId: string) =>
  `<PublishResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><PublishResult><MessageId>${messageId}</MessageId></PublishResult><ResponseMetadata><RequestId>${messageId}</RequestId></ResponseMetadata></PublishResponse>`;
