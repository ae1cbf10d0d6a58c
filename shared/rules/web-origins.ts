// Third-party origins the SPA talks to, named once: the web code uses them, and the CloudFront
// Content-Security-Policy is derived from the same values (the CSP once blocked the map tiles
// because the policy and the web build each had their own idea of where tiles come from).

/** Map tiles when VITE_MAP_TILE_URL is not set at build time (a Leaflet URL template). */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The build-time variable that names the tile server, read by Vite and by the CDK app. */
export const MAP_TILE_URL_VARIABLE = 'VITE_MAP_TILE_URL';

/**
 * Razorpay Checkout loads its script, opens its iframe and posts telemetry from these
 * (https://razorpay.com/docs/payments/payment-gateway/web-integration/).
 */
export const RAZORPAY_WEB = {
  checkoutScript: 'https://checkout.razorpay.com/v1/checkout.js',
  frames: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
} as const;

/**
 * The CSP source that allows a Leaflet tile template's images: its scheme and host, with the
 * `{s}` subdomain placeholder as a wildcard ('https://{s}.tile.example.net/{z}/{x}/{y}.png' →
 * 'https://*.tile.example.net'). Throws on a template that is not an absolute http(s) URL.
 */
export function tileImageSource(template: string): string {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) throw new Error(`${MAP_TILE_URL_VARIABLE} must be an absolute http(s) URL template, got: ${template}`);
  const host = match[2]!.toLowerCase().replace(/\{s\}/g, '*');
  if (/[{}\s;,']/.test(host)) throw new Error(`${MAP_TILE_URL_VARIABLE} has an unsupported host: ${match[2]}`);
  return `${match[1]!.toLowerCase()}://${host}`;
}

/** The origin of an absolute URL, for a CSP source list. */
export const originOf = (url: string) => new URL(url).origin;
