import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Annotations, Duration, Validations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import type { PublicConfig } from '@shared/schemas/public-config';

// Vite puts content-hashed files here; everything else (index.html, icons) keeps its name.
const HASHED_DIR = 'assets';
/** infra/web-build.ts's note of what web/dist was built from: for the build, not for the site. */
const BUILD_STAMP = '.build-inputs';
// The build's .br/.gz copies are for the local server. CloudFront compresses what it serves
// (Accept-Encoding-aware cache key), so the bucket holds only plain files (decision 022).
export const PRECOMPRESSED = ['*.br', '*.gz', '**/*.br', '**/*.gz'];

export interface WebDeploymentProps {
  bucket: IBucket;
  distribution: IDistribution;
  /** The built SPA (web/dist). */
  distDir: string;
  /** Served as /config.json; the SPA reads it before configuring Amplify. */
  publicConfig: PublicConfig;
}

// Uploads the SPA and its runtime config. Hashed assets are cached for a year and never
// pruned (a tab still running the previous release may lazy-load them); index.html and
// config.json are revalidated on every load so a deploy takes effect at once.
export class WebDeployment extends Construct {
  constructor(scope: Construct, id: string, props: WebDeploymentProps) {
    super(scope, id);
    const distDir = existsSync(join(props.distDir, 'index.html')) ? props.distDir : placeholderDir(this);
    const hashedDir = join(distDir, HASHED_DIR);

    // Created first: the deployments share one handler and CLI layer, which live under the
    // first one, and the pages must depend on the assets, not the other way round.
    const assets = existsSync(hashedDir)
      ? new BucketDeployment(this, 'HashedAssets', {
          destinationBucket: props.bucket,
          destinationKeyPrefix: `${HASHED_DIR}/`,
          sources: [Source.asset(hashedDir, { exclude: PRECOMPRESSED })],
          exclude: PRECOMPRESSED,
          prune: false,
          cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
        })
      : undefined;

    const pages = new BucketDeployment(this, 'Pages', {
      destinationBucket: props.bucket,
      sources: [
        Source.asset(distDir, { exclude: [`${HASHED_DIR}/**`, BUILD_STAMP, ...PRECOMPRESSED] }),
        Source.jsonData('config.json', props.publicConfig),
      ],
      exclude: [`${HASHED_DIR}/*`, BUILD_STAMP, ...PRECOMPRESSED],
      cacheControl: [CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/*'],
    });

    // New pages must never point at chunks that aren't there yet.
    if (assets) pages.node.addDependency(assets);

    // The deployment handler is aws-cdk-lib's singleton Lambda; its findings are reviewed here.
    Validations.of(pages.handlerRole.node.scope as Construct).acknowledge(
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          "aws-cdk-lib grants BucketDeployment's handler cloudfront:CreateInvalidation/GetInvalidation on '*' to invalidate after upload; the construct doesn't let us narrow it.",
      },
      {
        id: 'AwsSolutions-L1',
        reason: "BucketDeployment's handler runtime is chosen and updated by aws-cdk-lib, not by this app.",
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          "BucketDeployment's handler role is created by aws-cdk-lib with the basic execution policy to write its own logs.",
      },
    );
  }
}

/** Stacks built without the app (tests) may have no SPA: deploy an empty site then. */
function placeholderDir(scope: Construct): string {
  const dir = join(tmpdir(), 'yaktiv-web-placeholder');
  mkdirSync(dir, { recursive: true });
  Annotations.of(scope).addWarningV2(
    'yaktiv:web-dist-missing',
    'web/dist has no index.html: deploying an empty site. Run `npm run build:web` first.',
  );
  return dir;
}
