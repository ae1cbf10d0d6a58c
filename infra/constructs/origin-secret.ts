import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * The value CloudFront adds to every request it sends to the API (http/origin-check.ts), generated
 * by Secrets Manager at the first deploy: it is in no file of the repo and no template, which carry
 * only a reference that CloudFormation resolves. CloudFront's origin and the API's functions read
 * it from that one reference, so both always hold the same value.
 */
export class OriginSecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: 'Yaktiv: the header value CloudFront sends the API, so requests around CloudFront are refused',
      // Header-safe characters only.
      generateSecretString: { passwordLength: 48, excludePunctuation: true, includeSpace: false },
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Not rotated automatically: CloudFront and the functions read the value only when a deploy changes their reference to it, so rotation is a new secret at a deploy (docs/runbook.md).',
    });
  }

  /** The value as a CloudFormation dynamic reference (resolved at deploy, never written in a template). */
  get value(): string {
    return this.secret.secretValue.unsafeUnwrap();
  }
}
