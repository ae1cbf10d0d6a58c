import { type App, CrossStackReferences, ReferenceStrength } from 'aws-cdk-lib';
import type { StackConfig } from './config';
import { EdgeStack } from './edge-stack';
import { APP_REGION, EDGE_REGION } from './regions';
import { YaktivStack, type YaktivStackProps } from './stack';

export interface YaktivStacksProps extends Pick<YaktivStackProps, 'functions' | 'codeFor' | 'webDistDir' | 'webBuild'> {
  config: StackConfig;
  /** The operator's account at deploy time; unresolved in an offline synth. */
  account?: string;
}

/**
 * The deployment: `yaktiv-<stage>-edge` in us-east-1 (the web ACL) and `yaktiv-<stage>` in
 * ap-south-1 (everything else, the CloudFront distribution included). Both regions are pinned
 * whatever the operator's profile says, so `npx cdk deploy --all` puts each where it must be.
 * The ACL's ARN crosses regions as a CDK cross-region reference: an SSM parameter written in
 * us-east-1 and read by a custom resource in Mumbai, which also keeps the ACL from being deleted
 * while the distribution uses it.
 */
export function defineStacks(app: App, props: YaktivStacksProps) {
  const { config, account, ...rest } = props;
  // Strong, stated rather than defaulted: the ARN is written to an SSM parameter in us-east-1 and
  // read by a custom resource in Mumbai, and the edge stack refuses to drop the ACL while the app
  // stack still reads it. (Weak references, Fn::GetStackOutput, would save the reader's three
  // resources but let the edge stack change under a live distribution.) The reference also makes
  // `cdk deploy --all` deploy the edge stack first.
  CrossStackReferences.of(app).consume(ReferenceStrength.STRONG);
  const name = `yaktiv-${config.stage}`;
  const edge = new EdgeStack(app, `${name}-edge`, {
    description: `Yaktiv (${config.stage}): the CloudFront web ACL, which must live in ${EDGE_REGION}`,
    env: { account, region: EDGE_REGION },
    crossRegionReferences: true,
  });
  const main = new YaktivStack(app, name, {
    ...rest,
    config,
    webAclArn: edge.webAclArn,
    description: `Yaktiv (${config.stage}): built from infra/manifest.ts`,
    env: { account, region: APP_REGION },
    crossRegionReferences: true,
  });
  return { edge, main };
}
