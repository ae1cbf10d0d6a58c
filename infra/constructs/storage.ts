import { Duration } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership, type BucketProps } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

// The three buckets of design §1 plus the bucket their access logs go to. None is public:
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

    const logged = (name: string): BucketProps => ({ ...base, serverAccessLogsBucket: this.logs, serverAccessLogsPrefix: `s3/${name}/` });

    this.uploads = new Bucket(this, 'Uploads', {
      ...logged('uploads'),
      // Raw uploads only live until the processor has read them.
      lifecycleRules: [{ expiration: Duration.days(1), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });
    this.media = new Bucket(this, 'Media', logged('media'));
    this.web = new Bucket(this, 'Web', logged('web'));
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
