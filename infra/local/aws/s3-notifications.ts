import type { FunctionSpec } from '@infra/manifest';
import { AsyncInvoker } from './retrying-delivery';

// S3 event notifications, locally: s3rver emits an S3-shaped event for every write, and each
// manifest function with `s3Uploads` gets the ObjectCreated records of the uploads bucket under
// its prefix, one record per invocation as S3 sends them, with retries and then the dead-letter
// list, as Lambda's async retries and the function's DLQ do in AWS.

export interface S3NotificationRecord {
  eventName: string;
  s3: { bucket: { name: string }; object: { key: string; size?: number } };
  [more: string]: unknown;
}
export interface S3Notification {
  Records: S3NotificationRecord[];
}

/** Keys in S3 notifications are URL-encoded with '+' for spaces; s3rver sends them raw. */
export const notificationKey = (key: string) => encodeURIComponent(key).replace(/%2F/g, '/').replace(/%20/g, '+');

export class LocalS3Notifications extends AsyncInvoker<S3Notification> {
  constructor(
    private readonly consumers: FunctionSpec[],
    private readonly uploadsBucket: string,
    deliver: (fn: FunctionSpec, event: S3Notification) => Promise<unknown>,
    dataDir: string | null,
  ) {
    super({
      deliver,
      dataDir,
      name: 's3-notifications',
      consumers,
      describe: (event) => `s3://${event.Records[0]?.s3.bucket.name}/${event.Records[0]?.s3.object.key}`,
    });
  }

  /** The CDK notification: OBJECT_CREATED on the uploads bucket, filtered by the key prefix. */
  static matches(fn: FunctionSpec, uploadsBucket: string, record: S3NotificationRecord) {
    return (
      !!fn.s3Uploads &&
      record.eventName.startsWith('ObjectCreated:') &&
      record.s3.bucket.name === uploadsBucket &&
      record.s3.object.key.startsWith(fn.s3Uploads.prefix)
    );
  }

  /** s3rver's 'event' listener. */
  publish(event: S3Notification) {
    for (const record of event.Records ?? []) {
      for (const fn of this.consumers) {
        if (!LocalS3Notifications.matches(fn, this.uploadsBucket, record)) continue;
        const object = { ...record.s3.object, key: notificationKey(record.s3.object.key) };
        this.delivery.send(fn, { Records: [{ ...record, s3: { ...record.s3, object } }] });
      }
    }
  }

  idle(): Promise<void> {
    return this.delivery.idle();
  }
}
