import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import S3rver from 's3rver';
import { localCredentials } from './dynamo-local';
import { LOCAL } from './names';

// s3rver knows one access key (S3RVER) and refuses others before it looks at a signature; the
// handlers sign with the local stack's key, so s3rver learns it too.
const { DUMMY_ACCOUNT } = createRequire(import.meta.url)('s3rver/lib/models/account') as {
  DUMMY_ACCOUNT: { createKeyPair(accessKeyId: string, secretAccessKey: string): void };
};
DUMMY_ACCOUNT.createKeyPair(localCredentials.accessKeyId, localCredentials.secretAccessKey);

// s3rver on a free loopback port with the app's buckets; the local server proxies /media and
// /local-s3 (presigned uploads) to it, and its 'event's drive the upload processors.
export interface S3Local {
  endpoint: string;
  server: S3rver;
  stop(): Promise<void>;
}

export async function startS3Local(options: { directory: string }): Promise<S3Local> {
  mkdirSync(options.directory, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: options.directory,
    allowMismatchedSignatures: true,
    vhostBuckets: false,
    configureBuckets: Object.values(LOCAL.buckets).map((name) => ({ name, configs: [] })),
  });
  const address = (await server.run()) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    server,
    stop: () => server.close() as Promise<void>,
  };
}
