import { BRAND } from '../../../shared/constants';

// One plain, accessible layout for every e-mail: a greeting, a sentence, one button, a fallback link.
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function emailLayout(input: { greeting: string; lines: string[]; action?: { label: string; url: string }; footer?: string }) {
  const text = [input.greeting, '', ...input.lines, ...(input.action ? ['', `${input.action.label}: ${input.action.url}`] : []), '', input.footer ?? `— ${BRAND.name}`].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111;max-width:32rem;margin:auto;padding:1rem">
<p>${escape(input.greeting)}</p>${input.lines.map((l) => `<p>${escape(l)}</p>`).join('')}
${input.action ? `<p><a href="${escape(input.action.url)}" style="display:inline-block;background:#0b6e4f;color:#fff;padding:.75rem 1.25rem;border-radius:.5rem;text-decoration:none">${escape(input.action.label)}</a></p><p style="font-size:.875rem;color:#555">Or open this link: ${escape(input.action.url)}</p>` : ''}
<p style="font-size:.875rem;color:#555">${escape(input.footer ?? `— ${BRAND.name}`)}</p></body></html>`;
  return { text, html };
}
