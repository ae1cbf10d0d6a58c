/** What a team action said: a quiet status when it worked, an alert when it did not. */
export interface TeamNote {
  tone: 'ok' | 'error';
  text: string;
}

export function TeamMessage({ message }: { message: TeamNote | null }) {
  if (!message) return null;
  return (
    <p
      className={message.tone === 'ok' ? 'field-hint' : 'form-error'}
      role={message.tone === 'ok' ? 'status' : 'alert'}
    >
      {message.text}
    </p>
  );
}
