import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Annotations, CfnOutput, Fn, NestedStack, Stack, type StackProps } from 'aws-cdk-lib';
import { OBSERVABILITY_ENV, ROUTE_ENV } from '../functions/platform/env-names';
import { SERVICE_NAME } from '../functions/platform/observability/observability';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { bundleDir } from './bundle';
import type { StackConfig } from './config';
import { ENV, FUNCTIONS, pageRoutePrefixes, type EnvName, type FunctionSpec } from './manifest';
import { Auth, managedLoginHost } from './constructs/auth';
import { Cdn } from './constructs/cdn';
import { OriginSecret } from './constructs/origin-secret';
import { DataTable } from './constructs/data-table';
import { DeadLetterQueue } from './constructs/dead-letter-queue';
import { parseSender, sesIdentityArns } from './constructs/email-sender';
import { EventRouting } from './constructs/event-routing';
import { Api } from './constructs/http-api';
import { isAsyncTarget, ManifestFunction } from './constructs/manifest-function';
import { metricsNamespace, Operations } from './constructs/operations';
import { acknowledgeReviewedWildcards } from './constructs/reviewed-wildcards';
import { SecurityHeaders } from './constructs/security-headers';
import { Storage } from './constructs/storage';
import { OneTimeSchedules } from './constructs/one-time-schedules';
import { Realtime } from './constructs/realtime';
import { StreamPublisher } from './constructs/stream-publisher';
import { WebDeployment } from './constructs/web-deployment';
import { webBuildSettings, type WebBuildSettings } from './web-build-env';

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

// Used only until an operator sets sesSender; .invalid can never receive or send mail.
const PLACEHOLDER_SENDER = 'Yaktiv <no-reply@yaktiv.invalid>';

export interface YaktivStackProps extends StackProps {
  config: StackConfig;
  /** Defaults to the real manifest; tests pass their own to cover every code path. */
  functions?: FunctionSpec[];
  /** Where a function's code comes from; defaults to the esbuild output of infra/bundle.ts. */
  codeFor?: (fn: FunctionSpec) => Code;
  /** The built SPA; defaults to web/dist. */
  webDistDir?: string;
  /** The web build's VITE_* settings the CSP follows; defaults to what `vite build` reads. */
  webBuild?: WebBuildSettings;
  /** The CloudFront web ACL, from the us-east-1 edge stack (infra/stacks.ts). */
  webAclArn: string;
}

/** The esbuild output of infra/bundle.ts (infra/app.ts runs it first), failing with the fix when it isn't there. */
export function bundledCode(fn: FunctionSpec): Code {
  const dir = bundleDir(fn.name);
  if (!existsSync(resolve(dir, 'index.mjs'))) {
    throw new Error(
      `No bundle for ${fn.name} at ${dir}: build the stack through infra/app.ts (\`npx cdk synth\`) or run \`npm run bundle\` first.`,
    );
  }
  return Code.fromAsset(dir);
}

// The whole app, built from infra/manifest.ts and infra/table-definition.ts.
export class YaktivStack extends Stack {
  constructor(scope: Construct, id: string, props: YaktivStackProps) {
    super(scope, id, props);
    const { config } = props;
    const functions = props.functions ?? FUNCTIONS;
    const codeFor = props.codeFor ?? bundledCode;

    const storage = new Storage(this, 'Storage');
    const data = new DataTable(this, 'Data');
    const events = new EventRouting(this, 'Events', { stage: config.stage });
    const api = new Api(this, 'Api');
    const schedules = new OneTimeSchedules(this, 'Schedules', { stage: config.stage });

    const oauthHostIfAny = hasSocial(config) ? managedLoginHost(this, config.authDomainPrefix) : undefined;
    const { mapTileUrl } = props.webBuild ?? webBuildSettings();
    const headers = new SecurityHeaders(this, 'SecurityHeaders', {
      region: this.region,
      oauthHost: oauthHostIfAny,
      mapTileUrl,
    });
    const originSecret = new OriginSecret(this, 'OriginSecret');
    const cdn = new Cdn(this, 'Cdn', {
      webAclArn: props.webAclArn,
      originSecret: originSecret.value,
      web: storage.web,
      media: storage.media,
      logs: storage.logs,
      apiEndpoint: api.endpoint,
      pagePrefixes: pageRoutePrefixes(functions),
      headers: headers.policy,
      domain: config.domain,
    });
    const appUrl = `https://${config.domain?.name ?? cdn.distribution.distributionDomainName}`;
    storage.allowUploadsFrom(appUrl);

    if (!config.sesSender) {
      Annotations.of(this).addWarningV2(
        'yaktiv:ses-sender-missing',
        'sesSender is not set (-c sesSender=... or YAKTIV_SES_SENDER): e-mail will not send until it is.',
      );
    }
    const sender = parseSender(config.sesSender ?? PLACEHOLDER_SENDER);
    const auth = new Auth(this, 'Auth', { config, appUrl, sender: config.sesSender ? sender : undefined });

    const realtime = new Realtime(this, 'Realtime', { stage: config.stage, userPool: auth.userPool });
    const env: Record<EnvName, string> = {
      [ENV.stage]: config.stage,
      [ENV.tableName]: data.table.tableName,
      [ENV.eventBusName]: events.bus.eventBusName,
      [ENV.uploadsBucket]: storage.uploads.bucketName,
      [ENV.mediaBucket]: storage.media.bucketName,
      [ENV.webBucket]: storage.web.bucketName,
      [ENV.uploadsUrl]: `https://${storage.uploads.bucketRegionalDomainName}`,
      [ENV.appUrl]: appUrl,
      [ENV.emailFrom]: sender.from,
      [ENV.userPoolId]: auth.userPool.userPoolId,
      [ENV.userPoolClientId]: auth.client.userPoolClientId,
      // Every function that lists it gets the ARN; only readsAuthSecret ones may read the value.
      [ENV.authSecretArn]: auth.magicLinkKey.secretArn,
      // Empty without Razorpay configured: the payment functions then answer 503 (decision 015).
      [ENV.razorpayKeyId]: config.razorpay?.keyId ?? '',
      [ENV.razorpayKeySecretId]: config.razorpay?.secretName ?? '',
      [ENV.razorpayWebhookSecretId]: config.razorpay?.webhookSecretName ?? '',
      [ENV.smsCountryCodes]: config.smsCountryCodes.join(','),
      // Empty without DLT registration: codes are sent without the ids (and +91 operators may drop them).
      [ENV.smsDltEntityId]: config.smsDlt?.entityId ?? '',
      [ENV.smsDltTemplateId]: config.smsDlt?.templateId ?? '',
      // Empty until the Hindi text is registered: Hindi readers then get the English text.
      [ENV.smsDltTemplateIdHi]: config.smsDlt?.templateIdHi ?? '',
      [ENV.smsSenderId]: config.smsDlt?.senderId ?? '',
      [ENV.scheduleGroupName]: schedules.groupName,
      [ENV.schedulerRoleArn]: schedules.role.roleArn,
      // Per function: filled in below with the ARNs of the targets it declares.
      [ENV.scheduleTargetArns]: '{}',
      // Per function: its own event queue's URL, filled in by the event routing when it fans out.
      [ENV.workQueueUrls]: '{}',
      [ENV.realtimePublishUrl]: realtime.publishUrl,
      // Free and keyless: the game page's forecast and the host's rain heads-up (decision 069).
      [ENV.forecastApiUrl]: 'https://api.open-meteo.com',
      // Empty without Web Push configured: the app then never offers push, so nothing is sent.
      [ENV.vapidSecretId]: config.push?.vapidSecretName ?? '',
    };
    if (!config.razorpay) {
      Annotations.of(this).addWarningV2(
        'yaktiv:razorpay-missing',
        'Razorpay is not configured (razorpayKeyId, razorpaySecretName, razorpayWebhookSecretName): paid games cannot be paid until it is.',
      );
    }
    // Operators create both secrets (bare values) before deploying; the stack only reads them.
    const razorpaySecrets = config.razorpay
      ? {
          key: Secret.fromSecretNameV2(this, 'RazorpayKeySecret', config.razorpay.secretName),
          webhook: Secret.fromSecretNameV2(this, 'RazorpayWebhookSecret', config.razorpay.webhookSecretName),
        }
      : undefined;
    if (!config.push) {
      Annotations.of(this).addWarningV2(
        'yaktiv:web-push-missing',
        'Web Push is not configured (vapidPublicKey, vapidSecretName): the app will not offer notifications on the phone.',
      );
    }
    // The operator stores the VAPID pair once (runbook); the push consumer alone may read it.
    const vapidSecret = config.push
      ? Secret.fromSecretNameV2(this, 'VapidKeys', config.push.vapidSecretName)
      : undefined;
    const resources = {
      table: data.table,
      buckets: { uploads: storage.uploads, media: storage.media, web: storage.web },
      bus: events.bus,
      userPool: auth.userPool,
      authSecret: auth.magicLinkKey,
      razorpaySecrets,
      vapidSecret,
      realtime,
      emailIdentityArns: sesIdentityArns(this, sender),
      env,
      observabilityEnv: {
        [OBSERVABILITY_ENV.serviceName]: SERVICE_NAME,
        [OBSERVABILITY_ENV.metricsNamespace]: metricsNamespace(config.stage),
      },
      routeEnv: { [ROUTE_ENV.originSecret]: originSecret.value },
    };

    const authorizer = new HttpJwtAuthorizer('CognitoJwt', auth.userPool.userPoolProviderUrl, {
      jwtAudience: [auth.client.userPoolClientId],
    });
    const readers: ManifestFunction[] = [];
    const built: ManifestFunction[] = [];
    const redrives: Record<string, { queueUrl: string; target: string; kind: 'invoke' | 'stream' }> = {};
    // Event consumers live in a nested stack of their own, as the API routes do: the app stack
    // would otherwise pass CloudFormation's 500 resources (decision 049).
    let consumers: NestedStack | undefined;
    const scopeOf = (spec: FunctionSpec) => {
      if (!isNestedConsumer(spec)) return this;
      consumers ??= new NestedStack(this, 'Consumers', {
        description: 'Yaktiv event consumers: functions, their queues, rules, dead letters and alarms',
      });
      return consumers;
    };
    for (const spec of functions) {
      const fn = new ManifestFunction(scopeOf(spec), `Fn-${spec.name}`, { spec, code: codeFor(spec), resources });
      built.push(fn);
      if (spec.readsAuthSecret) readers.push(fn);
      api.addFunctionRoutes(spec, fn.fn, authorizer);
      if (spec.cognitoTrigger) auth.addTrigger(spec.cognitoTrigger, fn.fn);
      if (isAsyncTarget(spec)) events.route(fn);
      if (spec.s3Uploads) storage.notifyUploads(fn);
      if (fn.deadLetters)
        redrives[spec.name] = { queueUrl: fn.deadLetters.queue.queueUrl, target: fn.fn.functionName, kind: 'invoke' };
      if (spec.tableStream) {
        const publisher = new StreamPublisher(fn, 'Stream', { table: data.table, fn });
        redrives[`${spec.name}-stream`] = {
          queueUrl: publisher.deadLetters.queue.queueUrl,
          target: events.bus.eventBusName,
          kind: 'stream',
        };
      }
    }
    wireSchedules(schedules, built);
    const deadLetters = this.node.findAll().filter((c): c is DeadLetterQueue => c instanceof DeadLetterQueue);
    const operations = new Operations(this, 'Operations', {
      stage: config.stage,
      api: api.httpApi,
      functions: built,
      deadLetters,
      alarmEmail: config.alarmEmail,
    });

    new WebDeployment(this, 'Web', {
      bucket: storage.web,
      distribution: cdn.distribution,
      distDir: props.webDistDir ?? resolve(repoRoot, 'web', 'dist'),
      publicConfig: {
        stage: config.stage,
        region: this.region,
        userPoolId: auth.userPool.userPoolId,
        userPoolClientId: auth.client.userPoolClientId,
        userPoolEndpoint: null,
        oauthDomain: auth.oauthHost ?? null,
        socialProviders: auth.socialProviders,
        razorpayKeyId: config.razorpay?.keyId ?? null,
        realtimeUrl: realtime.publishUrl,
        pushPublicKey: config.push?.vapidPublicKey ?? null,
      },
    });

    // Last, so every grant above is in place when the wildcards are reviewed.
    acknowledgeReviewedWildcards(this);

    new CfnOutput(this, 'AppUrl', { value: appUrl, description: 'The app (CloudFront)' });
    new CfnOutput(this, 'DistributionUrl', { value: `https://${cdn.distribution.distributionDomainName}` });
    new CfnOutput(this, 'ApiUrl', {
      value: api.endpoint,
      description: 'The HTTP API behind /api (prefer the app URL)',
    });
    new CfnOutput(this, 'UserPoolId', { value: auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: auth.client.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: data.table.tableName });
    // For scripts/redrive.ts: each dead-letter queue, and where its messages go back to.
    new CfnOutput(this, 'DeadLetterQueues', {
      value: this.toJsonString(redrives),
      description: 'Dead-letter queues by function (npm run redrive -- <name>)',
    });
    new CfnOutput(this, 'AlarmTopicArn', {
      value: operations.topic.topicArn,
      description: 'Every alarm notifies this topic',
    });
    new CfnOutput(this, 'DashboardName', {
      value: operations.dashboard.dashboardName,
      description: 'CloudWatch dashboard',
    });
    // For the manual key rotation of docs/decisions/005-cdk-from-manifest.md.
    new CfnOutput(this, 'MagicLinkKeyArn', {
      value: auth.magicLinkKey.secretArn,
      description: 'Secret that signs magic links',
    });
    new CfnOutput(this, 'MagicLinkKeyReaders', {
      value: Fn.join(' ', readers.length > 0 ? readers.map((fn) => fn.fn.functionName) : ['none']),
      description: 'Functions that cache the magic-link key; give them fresh instances after a rotation',
    });
  }
}

/** Targets may be invoked by the scheduler's role; creators may schedule the targets they name. */
function wireSchedules(schedules: OneTimeSchedules, built: ManifestFunction[]) {
  const byName = new Map(built.map((fn) => [fn.spec.name, fn]));
  for (const fn of built) if (fn.spec.scheduleTarget) schedules.allowTarget(fn);
  for (const fn of built) {
    if (!fn.spec.createsSchedules) continue;
    const targets = fn.spec.createsSchedules.map((name) => {
      const target = byName.get(name);
      if (!target?.spec.scheduleTarget)
        throw new Error(
          `${fn.spec.name} creates schedules for ${name}, which is not a manifest function with scheduleTarget: true`,
        );
      return target;
    });
    schedules.allowCreator(fn, targets);
  }
}

/**
 * Functions nothing but events, schedules or the table's stream invoke. Upload processors stay
 * with their bucket (its notification and the function's permission name each other), Cognito
 * triggers with their pool, route handlers with the API.
 */
export const isNestedConsumer = (spec: FunctionSpec) =>
  Boolean(
    (spec.events || spec.schedule || spec.scheduleTarget || spec.tableStream) &&
      !spec.routes?.length &&
      !spec.cognitoTrigger &&
      !spec.s3Uploads,
  );

const hasSocial = (config: StackConfig) => Object.values(config.social).some(Boolean);
