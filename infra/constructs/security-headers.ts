import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';

// Third-party origins the SPA really talks to. Razorpay Checkout loads its script, opens its
// iframe and posts telemetry from these (https://razorpay.com/docs/payments/payment-gateway/web-integration/).
const RAZORPAY = {
  script: 'https://checkout.razorpay.com',
  frames: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};

export interface CspOrigins {
  region: string;
  /** Cognito managed-login host, when social sign-in is configured (token exchange is a fetch). */
  oauthHost?: string;
}

export function contentSecurityPolicy({ region, oauthHost }: CspOrigins): string {
  const connect = [
    "'self'",
    // Amplify's auth calls go straight to the user pool endpoint.
    `https://cognito-idp.${region}.amazonaws.com`,
    ...(oauthHost ? [`https://${oauthHost}`] : []),
    // Presigned POSTs go to the uploads bucket. A wildcard rather than the bucket's own host:
    // naming the bucket here would make the distribution depend on it while the bucket's CORS
    // depends on the distribution's domain (a cycle when no custom domain is set).
    `https://*.s3.${region}.amazonaws.com`,
    ...RAZORPAY.connect,
  ];
  return [
    "default-src 'self'",
    `script-src 'self' ${RAZORPAY.script}`,
    // React's style attributes are inline styles.
    "style-src 'self' 'unsafe-inline'",
    // QR codes and image previews are data: and blob: URLs made in the browser.
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${RAZORPAY.frames.join(' ')}`,
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
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365 * 2), includeSubdomains: true, override: true },
        contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(origins), override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
    });
  }
}
