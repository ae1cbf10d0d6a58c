// What the cover-image use cases need from storage. The S3 adapters implement these
// (functions/adapters/aws/); tests pass in-memory fakes.

export interface PresignedPost {
  /** Where the browser POSTs the multipart form (absolute in AWS, a same-origin path locally). */
  url: string;
  /** Every field the form must carry, before the file. */
  fields: Record<string, string>;
}

export interface UploadSigner {
  /** A form upload of exactly `key`, of a `contentType` under image/, 1..maxBytes long. */
  presignPost(input: {
    key: string;
    contentType: string;
    maxBytes: number;
    expiresSeconds: number;
  }): Promise<PresignedPost>;
}

export type RawObject = { body: Uint8Array; size: number } | { tooLarge: true; size: number };

/** The uploads bucket, as the image processor sees it. */
export interface RawUploads {
  /** null when the object is gone (processed by an earlier delivery); refuses to read past maxBytes. */
  read(key: string, maxBytes: number): Promise<RawObject | null>;
  delete(key: string): Promise<void>;
}

/** The media bucket: written once per key, served through CloudFront's /media/*. */
export interface MediaStore {
  put(key: string, body: Uint8Array, meta: { contentType: string; cacheControl: string }): Promise<void>;
}

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
}

/** One JSON line per entry: Lambda's JSON log format keeps it structured, locally it stays greppable. */
export const jsonLogger: Logger = {
  info: (message, fields) => console.log(JSON.stringify({ level: 'info', message, ...fields })),
  warn: (message, fields) => console.warn(JSON.stringify({ level: 'warn', message, ...fields })),
};
