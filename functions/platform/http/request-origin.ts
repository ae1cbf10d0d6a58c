import type { HttpEvent } from './http';

/** The origin the browser used, also behind a dev proxy (Vite's, with xfwd). Only ever the base of a relative URL. */
export function requestOrigin(event: HttpEvent) {
  const host = event.headers?.['x-forwarded-host'] ?? event.headers?.host ?? event.requestContext.domainName;
  const proto = event.headers?.['x-forwarded-proto']?.split(',')[0]?.trim() ?? 'http';
  return `${proto}://${host}`;
}
