import { Duration, Stack, Validations } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  EventType,
  HttpMethods,
  ObjectOwnership,
  type BucketProps,
} from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { Construct } from 'constructs';
import type { ManifestFunction } from './manifest-function';

// The three buckets (uploads, media, web) plus the bucket their access logs go to. None is public:
// CloudFront reads web and media through Origin Access Control, browsers write uploads only
// through presigned POSTs.
export class Storage extends Construct {
  readonly logs: Bucket;
  /** Raw images straight from browsers; the image processor turns them into media. */
  readonly uploads: Bucket;
  /** Processed images served under /media/*; objects are keyed `media/...` so URL = key. */
  readonly media: Bucket;
  /** The built SPA and its config.json. */
  readonly web: Bucket;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const base: BucketProps = {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
    };

    this.logs = new Bucket(this, 'Logs', {
      ...base,
      // CloudFront standard logging writes with ACLs, which need object-writer ownership.
      objectOwnership: ObjectOwnership.OBJECT_WRITER,
      lifecycleRules: [{ expiration: Duration.days(90) }],
    });

    const logged = (name: string): BucketProps => ({
      ...base,
      serverAccessLogsBucket: this.logs,
      serverAccessLogsPrefix: `s3/${name}/`,
    });

    this.uploads = new Bucket(this, 'Uploads', {
      ...logged('uploads'),
      // Raw uploads only live until the processor has read them.
      lifecycleRules: [{ expiration: Duration.days(1), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });
    this.media = new Bucket(this, 'Media', logged('media'));
    this.web = new Bucket(this, 'Web', logged('web'));
  }

  /**
   * S3 invokes the function (asynchronously) for every object created under its manifest
   * prefix. Lambda retries a failed invocation twice, then the function's dead-letter queue
   * (with its alarm) keeps the event.
   */
  notifyUploads(fn: ManifestFunction) {
    const { spec } = fn;
    if (!spec.s3Uploads) throw new Error(`${spec.name} declares no s3Uploads prefix`);
    if (!fn.deadLetters) throw new Error(`${spec.name} is an async target without a dead-letter queue`);
    this.uploads.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(fn.fn), {
      prefix: spec.s3Uploads.prefix,
    });
    // CDK sets bucket notifications through one singleton custom-resource function per stack
    // (a plain NotificationConfiguration would make the bucket and function depend on each other).
    for (const child of Stack.of(this).node.children) {
      if (!child.node.id.startsWith('BucketNotificationsHandler')) continue;
      const role = child.node.tryFindChild('Role');
      if (role) {
        Validations.of(role).acknowledge({
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason:
            "CDK's bucket-notifications custom resource runs only at deploy time; AWSLambdaBasicExecutionRole lets it write its own logs, and its S3 rights are scoped by CDK to PutBucketNotification.",
        });
      }
    }
  }

  /** Browsers POST presigned forms straight to S3, so only the app's own origin may. */
  allowUploadsFrom(appOrigin: string) {
    this.uploads.addCorsRule({
      allowedMethods: [HttpMethods.POST],
      allowedOrigins: [appOrigin],
      allowedHeaders: ['*'],
      maxAge: 3000,
    });
  }
}
