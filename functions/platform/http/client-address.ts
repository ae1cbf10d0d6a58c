import type { HttpEvent } from './http';

// Who is asking, for limits per caller and per network. Behind CloudFront the API sees CloudFront's
// address; CloudFront passes the viewer's as CloudFront-Viewer-Address ("ip:port"), so that comes
// first, and the connection's own address otherwise (a direct call, the local stack).

/** The caller's IP address as CloudFront or API Gateway saw it. */
export function clientAddress(event: HttpEvent): string {
  const viewer = event.headers?.['cloudfront-viewer-address']?.trim();
  if (viewer) {
    // The port follows the last colon (IPv6 addresses have colons of their own).
    const ip = viewer.slice(0, viewer.lastIndexOf(':')).replace(/^\[|\]$/g, '');
    if (ip) return ip.toLowerCase();
  }
  return (event.requestContext.http.sourceIp ?? 'unknown').toLowerCase();
}

/**
 * The network an address belongs to: its /24 for IPv4, its /48 for IPv6 (what one provider hands
 * one site), so one machine can't spread its requests over the addresses next to it.
 */
export function networkOf(ip: string): string {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...headGroups, ...Array(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 3)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/48`;
}
