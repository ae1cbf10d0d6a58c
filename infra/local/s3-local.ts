import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { LOCAL } from './names';

// s3rver on a free loopback port with the app's buckets; the local server proxies /media to it.
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
