import { createHash } from 'node:crypto';
import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { DEFAULT_MAP_TILE_URL, originOf, RAZORPAY_WEB, tileImageSource } from '@shared/rules/web-origins';
import { EARLY_TAPS_SCRIPT } from '@shared/boot/early-taps';
import { EARLY_READS_SCRIPT } from '@shared/boot/early-reads';

/** A CSP source allowing exactly one inline script: the hash of its text. */
export const inlineScriptSource = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

// Third-party origins come from shared/rules/web-origins.ts, the same values the SPA uses; the
// tile server from the web build's own configuration (infra/web-build-env.ts).
export interface CspOrigins {
  region: string;
  /** Cognito managed-login host, when social sign-in is configured (token exchange is a fetch). */
  oauthHost?: string;
  /** The tile URL template the SPA was built with (VITE_MAP_TILE_URL); OpenStreetMap by default. */
  mapTileUrl?: string;
}

export function contentSecurityPolicy({ region, oauthHost, mapTileUrl = DEFAULT_MAP_TILE_URL }: CspOrigins): string {
  const connect = [
    "'self'",
    // Amplify's auth calls go straight to the user pool endpoint.
    `https://cognito-idp.${region}.amazonaws.com`,
    ...(oauthHost ? [`https://${oauthHost}`] : []),
    // Presigned POSTs go to the uploads bucket. A wildcard rather than the bucket's own host:
    // naming the bucket here would make the distribution depend on it while the bucket's CORS
    // depends on the distribution's domain (a cycle when no custom domain is set).
    `https://*.s3.${region}.amazonaws.com`,
    ...RAZORPAY_WEB.connect,
    // Live updates: the Events API's WebSocket (its own realtime host, not the page's).
    `wss://*.appsync-realtime-api.${region}.amazonaws.com`,
  ];
  return [
    "default-src 'self'",
    // The prerendered pages' two inline scripts: the first API read, and the keeper of taps made
    // before the app has booted.
    `script-src 'self' ${inlineScriptSource(EARLY_READS_SCRIPT)} ${inlineScriptSource(EARLY_TAPS_SCRIPT)} ${originOf(RAZORPAY_WEB.checkoutScript)}`,
    // React's style attributes are inline styles.
    "style-src 'self' 'unsafe-inline'",
    // QR codes and image previews are data: and blob: URLs made in the browser; the map's tiles
    // come from the configured tile server.
    `img-src 'self' data: blob: ${tileImageSource(mapTileUrl)}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${RAZORPAY_WEB.frames.join(' ')}`,
    "frame-ancestors 'none'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    'upgrade-insecure-requests',
  ].join('; ');
}

/** One policy for every behaviour: the SPA, the API and media get the same protections. */
export class SecurityHeaders extends Construct {
  readonly policy: ResponseHeadersPolicy;

  constructor(scope: Construct, id: string, origins: CspOrigins) {
    super(scope, id);
    this.policy = new ResponseHeadersPolicy(this, 'Policy', {
      comment: 'Yaktiv security headers (HSTS, CSP, nosniff, frame and referrer policy)',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365 * 2),
          includeSubdomains: true,
          override: true,
        },
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(origins), override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
    });
  }
}
