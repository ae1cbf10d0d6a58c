import { dynamoCommunityRepository } from '@functions/communities/public-storage';
import { dynamoGameRepository } from '@functions/games/public-storage';
import { s3Client } from '../platform/aws/s3-client';
import { s3WebShells } from './adapters/web-shells';
import { fileWebShells } from './adapters/web-shell-files';
import { ENV, LOCAL_ENV } from '../platform/env-names';
import { readEnv } from '../platform/env';
import { log } from '../platform/observability/observability';
import { createSharedPageService } from './shared-page-service';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';

export const sharedPages = /* @__PURE__ */ once(() => {
  const env = readEnv([ENV.appUrl, ENV.webBucket]);
  // Locally the build on disk is the web bucket (the local stack serves it as CloudFront does).
  const webRoot = process.env[LOCAL_ENV.webRoot];
  return createSharedPageService({
    games: dynamoGameRepository(table().db, table().name),
    communities: dynamoCommunityRepository(table().db, table().name),
    shells: webRoot ? fileWebShells(webRoot) : s3WebShells(s3Client(), env.WEB_BUCKET),
    appUrl: env.APP_URL,
    onReadFailed: (error) =>
      log.warn('share page: item read failed, serving the plain shell', { error: error as Error }),
  });
});
