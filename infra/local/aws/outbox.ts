import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';

// Where e-mail (SES) and SMS (SNS) go locally: a list a tester or a test can read at /dev/outbox.
export interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
  to: string[];
  from?: string;
  subject?: string;
  text: string;
  html?: string;
  /** SNS message attributes by name (the SMS type, India's DLT entity and template ids). */
  attributes?: Record<string, string>;
  /** SES attachments, decoded, so a test can read them (e.g. the acceptance e-mail's .ics). */
  attachments?: { fileName: string; contentType?: string; content: string }[];
  sentAt: string;
}

export class Outbox {
  private readonly messages: OutboxMessage[] = [];
  private readonly file: string | null;

  constructor(dir: string | null) {
    this.file = dir ? join(dir, 'messages.jsonl') : null;
    if (dir) mkdirSync(dir, { recursive: true });
    if (this.file && existsSync(this.file)) {
      for (const line of readFileSync(this.file, 'utf8').split('\n'))
        if (line.trim()) this.messages.push(JSON.parse(line));
    }
  }

  add(message: Omit<OutboxMessage, 'id' | 'sentAt'>): OutboxMessage {
    const stored = { ...message, id: randomUUID(), sentAt: new Date().toISOString() };
    this.messages.push(stored);
    if (this.file) appendFileSync(this.file, `${JSON.stringify(stored)}\n`);
    return stored;
  }

  /** Newest first, optionally only what was sent to one address or number. */
  list(to?: string): OutboxMessage[] {
    const wanted = to?.trim().toLowerCase();
    return this.messages.filter((m) => !wanted || m.to.some((t) => t.toLowerCase() === wanted)).reverse();
  }
}
