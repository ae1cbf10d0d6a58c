import { S3Client } from '@aws-sdk/client-s3';

// One client per cold start. Locally AWS_ENDPOINT_URL_S3 points at s3rver on a loopback port,
// which serves buckets by path (bucket-name subdomains of 127.0.0.1 don't resolve); in AWS the
// variable is unset and the SDK uses virtual-hosted bucket addresses.
let client: S3Client | undefined;

export function s3Client(): S3Client {
  client ??= new S3Client({ maxAttempts: 3, forcePathStyle: Boolean(process.env.AWS_ENDPOINT_URL_S3) });
  return client;
}
