// Messages to people (e-mail, SMS): any domain may send them; platform/aws holds the senders.

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: EmailAttachment[];
}

/** A file sent with an e-mail (the acceptance e-mail's .ics). */
export interface EmailAttachment {
  fileName: string;
  contentType: string;
  /** The file's text (UTF-8). */
  content: string;
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

export interface SmsSender {
  send(phone: string, message: string): Promise<void>;
}
