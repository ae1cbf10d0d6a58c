import { BRAND } from '@shared/constants';
import { normalizeSingleLine } from '@shared/rules/text';

/** Longest subject we send; longer ones (a long game title) end in an ellipsis. */
export const SUBJECT_MAX = 150;

/**
 * A subject is one header line: user text in it (a game title, a player's name) is normalised
 * again here, whatever the schemas let through before (a title with a line break once split a
 * subject in two: "New join request for line1\nline2").
 */
export function emailSubject(subject: string): string {
  const line = normalizeSingleLine(subject);
  return line.length > SUBJECT_MAX ? `${line.slice(0, SUBJECT_MAX - 1).trimEnd()}…` : line;
}

// One plain, accessible layout for every e-mail: a greeting, a sentence, one button, a fallback link.
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function emailLayout(given: {
  greeting: string;
  lines: string[];
  action?: { label: string; url: string };
  footer?: string;
  /** The reader's language: the page's lang, and the words before the fallback link. */
  language?: { code: string; openLink: string };
}) {
  // The greeting carries a name people typed (a sign-up's name never passed our schemas).
  const input = { ...given, greeting: normalizeSingleLine(given.greeting) };
  const text = [
    input.greeting,
    '',
    ...input.lines,
    ...(input.action ? ['', `${input.action.label}: ${input.action.url}`] : []),
    '',
    input.footer ?? `— ${BRAND.name}`,
  ].join('\n');
  const html = `<!doctype html><html lang="${escapeHtml(input.language?.code ?? 'en')}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111;max-width:32rem;margin:auto;padding:1rem">
<p>${escapeHtml(input.greeting)}</p>${input.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}
${input.action ? `<p><a href="${escapeHtml(input.action.url)}" style="display:inline-block;background:#0b6e4f;color:#fff;padding:.75rem 1.25rem;border-radius:.5rem;text-decoration:none">${escapeHtml(input.action.label)}</a></p><p style="font-size:.875rem;color:#555">${escapeHtml(input.language?.openLink ?? 'Or open this link:')} ${escapeHtml(input.action.url)}</p>` : ''}
<p style="font-size:.875rem;color:#555">${escapeHtml(input.footer ?? `— ${BRAND.name}`)}</p></body></html>`;
  return { text, html };
}
