import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { bundleAll } from './bundle';
import { envNameFor, readConfig, type ConfigKey } from './config';
import { defineStacks } from './stacks';
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

// The account comes from the operator's AWS profile at deploy time (synth offline leaves it
// unresolved); each stack's region is fixed (infra/stacks.ts): the API in Mumbai, the web ACL
// in us-east-1 (decision 049). `npx cdk deploy --all` deploys both, the edge stack first.
defineStacks(app, { config, webDistDir: web.distDir, account: process.env.CDK_DEFAULT_ACCOUNT });

// cdk-nag 3 runs as a CDK validation plugin: synth fails on any unacknowledged error.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
