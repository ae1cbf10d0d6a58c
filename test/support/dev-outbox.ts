import { until } from './games-client';

// The local stack keeps every e-mail it would have sent in a dev outbox; the suites that check
// mail read it here, one address at a time.

export interface OutboxMail {
  subject?: string;
  text: string;
  attachments?: { fileName: string; contentType?: string; content: string }[];
}

/** Every mail the local stack has sent to `to` so far. */
export async function outboxTo(base: string, to: string): Promise<OutboxMail[]> {
  const { messages } = await (await fetch(`${base}/dev/outbox?format=json&to=${encodeURIComponent(to)}`)).json();
  return messages;
}

/** Waits up to `ms` for a mail to `to` whose subject contains `subject`, and answers it. */
export const waitForMail = (base: string, to: string, subject: string, ms = 10_000) =>
  until(
    async () => (await outboxTo(base, to)).find((m) => m.subject?.includes(subject)),
    ms,
    `mail to ${to} about ${subject}`,
  );
