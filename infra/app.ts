import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { envNameFor, readConfig, type ConfigKey } from './config';
import { YaktivStack } from './stack';

// `npx cdk synth|deploy`: parameters from -c key=value or YAKTIV_* env vars (infra/config.ts).
const app = new App();
const config = readConfig((key: ConfigKey) => app.node.tryGetContext(key) ?? process.env[envNameFor(key)]);

new YaktivStack(app, `yaktiv-${config.stage}`, {
  config,
  description: `Yaktiv (${config.stage}): built from infra/manifest.ts`,
  // Account and region come from the operator's AWS profile at deploy time; synth offline
  // leaves them unresolved, which every construct here supports.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
});

// cdk-nag 3 runs as a CDK validation plugin: synth fails on any unacknowledged error.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
