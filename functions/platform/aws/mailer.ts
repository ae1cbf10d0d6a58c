import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Mailer } from '../messaging-ports';

// SES v2; AWS_ENDPOINT_URL_SESV2 sends it to the local outbox when the local stack runs.
export function sesMailer(from: string, client = new SESv2Client({})): Mailer {
  return {
    async send(email) {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [email.to] },
          Content: {
            Simple: {
              Subject: { Data: email.subject, Charset: 'UTF-8' },
              Body: { Text: { Data: email.text, Charset: 'UTF-8' }, Html: { Data: email.html, Charset: 'UTF-8' } },
              // SES v2 builds the MIME parts itself (no raw message needed for a file or two).
              ...(email.attachments?.length
                ? {
                    Attachments: email.attachments.map((file) => ({
                      FileName: file.fileName,
                      ContentType: file.contentType,
                      ContentDisposition: 'ATTACHMENT' as const,
                      RawContent: new TextEncoder().encode(file.content),
                    })),
                  }
                : {}),
            },
          },
        }),
      );
    },
  };
}
