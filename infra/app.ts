import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { bundleAll } from './bundle';
import { envNameFor, readConfig, type ConfigKey } from './config';
import { WAF_REGION } from './constructs/edge-firewall';
import { YaktivStack } from './stack';
import { ensureWebBuild } from './web-build';

// `npx cdk synth|diff|deploy`: parameters from -c key=value or YAKTIV_* env vars (infra/config.ts).
const app = new App();
const config = readConfig((key: ConfigKey) => app.node.tryGetContext(key) ?? process.env[envNameFor(key)]);

// The app builds what it deploys, so the CLI works straight after `npm ci`: every Lambda bundle
// (reused while its inputs are unchanged) and the SPA (rebuilt when web/ or shared/ changed).
// Progress goes to stderr; the CLI reads the cloud assembly, not stdout.
const started = Date.now();
const bundles = await bundleAll();
const fresh = bundles.filter((bundle) => !bundle.cached).length;
const web = ensureWebBuild();
console.error(
  `Lambda bundles: ${fresh} built, ${bundles.length - fresh} unchanged; web/dist ${web.built ? 'built' : 'unchanged'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);

new YaktivStack(app, `yaktiv-${config.stage}`, {
  config,
  description: `Yaktiv (${config.stage}): built from infra/manifest.ts`,
  webDistDir: web.distDir,
  // The account comes from the operator's AWS profile at deploy time (synth offline leaves it
  // unresolved). The region is us-east-1 whatever the profile says: CloudFront takes its web ACL
  // only from there (decision 018), so `npx cdk deploy` goes there instead of failing elsewhere.
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: WAF_REGION },
});

// cdk-nag 3 runs as a CDK validation plugin: synth fails on any unacknowledged error.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
