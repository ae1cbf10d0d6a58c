import type { ServerResponse } from 'node:http';
import type { DeadLetter } from './aws/retrying-delivery';
import type { Outbox } from './aws/outbox';
import { sendJson, sendText } from './http-util';

// /dev/outbox: every e-mail and SMS the app sent locally, as JSON for tests (?format=json or an
// Accept: application/json header) and as a page for people.
export function serveOutbox(res: ServerResponse, url: URL, accept: string, outbox: Outbox) {
  const messages = outbox.list(url.searchParams.get('to') ?? undefined);
  if (url.searchParams.get('format') === 'json' || accept.includes('application/json'))
    return sendJson(res, 200, { messages });
  const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const rows = messages
    .map(
      (
        m,
      ) => `<article><h2>${escapeHtml(m.subject ?? 'SMS')}</h2><p><small>${m.channel} to ${escapeHtml(m.to.join(', '))} · ${m.sentAt}</small></p>
<pre>${escapeHtml(m.text)}</pre></article>`,
    )
    .join('\n');
  sendText(
    res,
    200,
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Local outbox</title>
<style>body{font:16px system-ui;margin:1rem;max-width:50rem}article{border:1px solid #ccc;border-radius:8px;padding:0 1rem;margin:1rem 0}pre{white-space:pre-wrap}</style>
<h1>Local outbox (${messages.length})</h1><p>E-mail and SMS the local stack sent. Nothing here leaves this machine.</p>${rows || '<p>No messages yet.</p>'}</html>`,
    'text/html; charset=utf-8',
  );
}

/** Event-bus and S3-notification deliveries that failed every retry. */
export function serveDeadLetters(res: ServerResponse, deadLetters: DeadLetter[]) {
  sendJson(res, 200, { deadLetters });
}
