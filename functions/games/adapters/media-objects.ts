import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  type GetObjectCommandOutput,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { MediaStore, RawUploads } from '../upload-ports';

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

export function s3RawUploads(client: S3Client, bucket: string): RawUploads {
  return {
    async read(key, maxBytes) {
      let answer: GetObjectCommandOutput;
      try {
        answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const size = answer.ContentLength ?? 0;
      if (size > maxBytes) {
        // Don't download what we will refuse anyway.
        (answer.Body as { destroy?: () => void } | undefined)?.destroy?.();
        return { tooLarge: true, size };
      }
      const body = answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      if (body.length > maxBytes) return { tooLarge: true, size: body.length };
      return { body, size: body.length };
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
  };
}

export function s3MediaStore(client: S3Client, bucket: string): MediaStore {
  return {
    async put(key, body, { contentType, cacheControl }) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: cacheControl,
        }),
      );
    },
  };
}
