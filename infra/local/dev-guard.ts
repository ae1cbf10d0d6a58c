import type { IncomingMessage } from 'node:http';

// The /dev pages show every e-mail (sign-in links and codes among them) and can fire schedules.
// They are for the person at this machine, so two doors a web page could use are shut:
// - DNS rebinding: a page on evil.example whose name later resolves to 127.0.0.1 reaches this
//   port from the developer's own browser, but its requests still carry Host: evil.example;
// - a cross-site form or fetch that changes something (a POST) from any other site.

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** Why a /dev request is refused, or null when it comes from this machine's own pages or tools. */
export function devRequestRefusal(req: IncomingMessage, origin: string): string | null {
  const own = new URL(origin);
  const allowedHosts = new Set([own.host, ...LOOPBACK_NAMES.map((name) => `${name}:${own.port}`)]);
  if (!allowedHosts.has(String(req.headers.host ?? '').toLowerCase()))
    return "The /dev pages answer only on this machine's own address.";
  if (req.method === 'GET' || req.method === 'HEAD') return null;
  const site = req.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    return 'The /dev pages take no changes from other sites.';
  const from = req.headers.origin;
  if (from !== undefined && !allowedHosts.has(hostOf(from))) return 'The /dev pages take no changes from other sites.';
  return null;
}

/** An Origin header's host; '' for 'null' (sandboxed pages, files) or anything unreadable. */
function hostOf(origin: string): string {
  try {
    return new URL(origin).host;
  } catch {
    return '';
  }
}
