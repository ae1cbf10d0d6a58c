import { Duration, Fn, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type IResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { spaRewriteSource } from './spa-rewrite';
import { ORIGIN_HEADER } from '../../functions/platform/http/origin-check';

export interface CdnProps {
  web: IBucket;
  media: IBucket;
  logs: IBucket;
  /** The HTTP API's endpoint, e.g. https://abc.execute-api.region.amazonaws.com */
  apiEndpoint: string;
  /**
   * App pages the API renders (manifest routes outside /api, e.g. '/game/'): their HTML carries
   * the item's link preview (decision 026), so they go to the API instead of the web bucket.
   */
  pagePrefixes?: string[];
  headers: IResponseHeadersPolicy;
  domain?: { name: string; certificateArn: string };
  /** ARN of the CloudFront-scoped WAF web ACL in front of everything. */
  webAclArn: string;
  /** What CloudFront sends the API in its origin header (a dynamic reference to the secret). */
  originSecret: string;
}

/**
 * API paths whose GET answers are the same for everyone (public routes that ignore the caller;
 * discover at /api/games only when asked by cell, other discover reads say no-store):
 * CloudFront keeps them as long as the function's s-maxage says (functions/platform/http/
 * shared-cache.ts). The deeper paths under them hold signed-in, per-user reads
 * (/api/games/{id}/my-request…), so each shared pattern has a deeper one that is not cached and
 * is listed first; a public read at that depth (who is going) has its own pattern before it. Other methods on these paths (PUT /api/games/{id}) pass through: CloudFront
 * forwards a PUT's or DELETE's Authorization header whatever the cache key.
 */
export const SHARED_READ_PATHS = [
  '/api/games/*/going',
  '/api/games/*/forecast',
  '/api/games/*',
  '/api/games',
  '/api/communities/*',
  '/api/communities',
] as const;
export const PER_USER_PATHS_UNDER_SHARED = ['/api/games/*/*', '/api/communities/*/*'] as const;
/**
 * Shared reads deeper than a per-user pattern (a game's who-is-going, public and the same for every
 * viewer): listed before that pattern, or it would take them.
 */
export const SHARED_READS_BENEATH_PER_USER = ['/api/games/*/going', '/api/games/*/forecast'] as const;
/** The longest CloudFront keeps a shared read, whatever the origin says. */
export const SHARED_READ_MAX_SECONDS = 60;

// One origin for the SPA, the API and images: no CORS and no preflight for the app.
export class Cdn extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: CdnProps) {
    super(scope, id);
    const spaRewrite = new CloudFrontFunction(this, 'SpaRewrite', {
      code: FunctionCode.fromInline(spaRewriteSource),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves index.html for client-side routes',
    });

    const apiHost = Fn.select(2, Fn.split('/', props.apiEndpoint));
    // The API serves only requests with this header (functions/platform/http/origin-check.ts); a
    // viewer's own header of that name is replaced by CloudFront's.
    const apiOrigin = new HttpOrigin(apiHost, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: { [ORIGIN_HEADER]: props.originSecret },
    });
    // A shared link's page may change (a game moves, a cover is added): kept a minute at the
    // edge, as the function's s-maxage says. Only `lang` of the query string is in the key (a link
    // shared in Hindi has a Hindi preview); no cookie or header, and any other query string shares the page.
    const pageCache = props.pagePrefixes?.length
      ? new CachePolicy(this, 'SharedPageCache', {
          comment: 'Shared-link pages (Open Graph head): short-lived',
          defaultTtl: Duration.seconds(60),
          minTtl: Duration.seconds(0),
          maxTtl: Duration.seconds(300),
          queryStringBehavior: CacheQueryStringBehavior.allowList('lang'),
          enableAcceptEncodingBrotli: true,
          enableAcceptEncodingGzip: true,
        })
      : undefined;
    const pageBehaviours = Object.fromEntries(
      (props.pagePrefixes ?? []).map((prefix) => [
        `${prefix}*`,
        {
          origin: apiOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          compress: true,
          cachePolicy: pageCache!,
          // The API routes on its own Host header; nothing else of the viewer's is needed.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: props.headers,
        },
      ]),
    );
    // Shared public reads: no header (no Authorization) and no cookie in the key, every query
    // string (a page, a sport filter) in it; nothing is kept unless the origin's s-maxage says so.
    const sharedReads = new CachePolicy(this, 'SharedReadsCache', {
      comment: 'Public API reads the same for everyone: as long as the origin s-maxage says',
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(SHARED_READ_MAX_SECONDS),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingBrotli: true,
      enableAcceptEncodingGzip: true,
    });
    const apiBehaviour = (cachePolicy: CachePolicy | typeof CachePolicy.CACHING_DISABLED) => ({
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy,
      // API Gateway routes on its own Host header; everything else (Authorization
      // included, where the behaviour forwards it) must reach it.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: props.headers,
    });
    // Order matters: CloudFront takes the first pattern that matches, so per-user paths come
    // before the shared ones above them (a shared read beneath them before those), and all of them
    // before /api/*.
    const deeper: readonly string[] = SHARED_READS_BENEATH_PER_USER;
    const apiBehaviours = Object.fromEntries([
      ...SHARED_READS_BENEATH_PER_USER.map((path) => [path, apiBehaviour(sharedReads)] as const),
      ...PER_USER_PATHS_UNDER_SHARED.map((path) => [path, apiBehaviour(CachePolicy.CACHING_DISABLED)] as const),
      ...SHARED_READ_PATHS.filter((path) => !deeper.includes(path)).map(
        (path) => [path, apiBehaviour(sharedReads)] as const,
      ),
      ['/api/*', apiBehaviour(CachePolicy.CACHING_DISABLED)] as const,
    ]);
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Yaktiv: SPA, /api and /media',
      webAclId: props.webAclArn,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Covers India, where most players are, without paying for every edge in the world.
      priceClass: PriceClass.PRICE_CLASS_200,
      domainNames: props.domain ? [props.domain.name] : undefined,
      certificate: props.domain
        ? Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn)
        : undefined,
      // Only settable with an own certificate; the default one's policy is CloudFront's.
      minimumProtocolVersion: props.domain ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      // The browser polls a new cover's /media path until the processor has written it; S3's
      // "not there yet" (403 through OAC) must not be cached, or a ready image stays hidden.
      errorResponses: [403, 404].map((httpStatus) => ({ httpStatus, ttl: Duration.seconds(0) })),
      enableLogging: true,
      logBucket: props.logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.web),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        // Brotli or gzip at the edge; CACHING_OPTIMIZED keys the cache on the accepted encoding.
        compress: true,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: props.headers,
        functionAssociations: [{ function: spaRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        ...pageBehaviours,
        ...apiBehaviours,
        '/media/*': {
          origin: S3BucketOrigin.withOriginAccessControl(props.media),
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: props.headers,
        },
      },
    });

    Validations.of(this.distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'No geo restriction: players travel, and the app has no content licensed per country.',
      },
      ...(props.domain
        ? []
        : [
            {
              id: 'AwsSolutions-CFR4',
              reason:
                'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose TLS policy CloudFront fixes; with a domain TLSv1.2_2021 is set.',
            },
          ]),
    );
  }
}
