import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { EdgeFirewall } from './constructs/edge-firewall';

// What CloudFront takes only from us-east-1: the web ACL in front of the distribution. The app
// stack in Mumbai reads its ARN through CDK's cross-region references (decision 049). A custom
// domain's certificate is issued there by the operator and passed by ARN (infra/config.ts checks
// its region), so it needs no resource here.
export class EdgeStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    this.webAclArn = new EdgeFirewall(this, 'EdgeFirewall').webAcl.attrArn;
  }
}
