import { readFileSync } from 'node:fs';
import { App, type CfnElement, NestedStack, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { readConfig, type ConfigKey } from '@infra/config';
import { ENV, type FunctionSpec } from '@infra/manifest';
import { YaktivStack } from '@infra/stack';
import { defineStacks } from '@infra/stacks';

const CDK_JSON_CONTEXT = (
  JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, unknown> }
).context;

/** Stands in for the edge stack's web ACL, which crosses regions only in the full deployment (buildDeployment). */
export const TEST_WEB_ACL_ARN = 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/yaktiv/abc';

/** Both stacks as infra/app.ts defines them (edge in us-east-1, app in Mumbai), with inline code. */
export function buildDeployment(context: Partial<Record<ConfigKey, string>> = {}) {
  const app = new App({ context: CDK_JSON_CONTEXT });
  const stacks = defineStacks(app, {
    config: readConfig((key) => context[key]),
    codeFor: () => Code.fromInline('exports.handler = async () => ({})'),
    webDistDir: '/nonexistent/web/dist',
  });
  return { app, ...stacks };
}

// Builds stacks for the infra tests without esbuild: inline code is enough for assertions,
// and a missing web/dist path exercises the placeholder site.
export function buildStack(options: { functions?: FunctionSpec[]; context?: Partial<Record<ConfigKey, string>> } = {}) {
  // cdk.json's feature flags, as `npx cdk synth` applies them (one is: template warnings fail synth).
  const app = new App({ context: CDK_JSON_CONTEXT });
  const config = readConfig((key) => options.context?.[key]);
  const stack = new YaktivStack(app, 'Test', {
    config,
    functions: options.functions,
    codeFor: () => Code.fromInline('exports.handler = async () => ({})'),
    webDistDir: '/nonexistent/web/dist',
    webAclArn: TEST_WEB_ACL_ARN,
  });
  const nested = stack.node.findAll().filter((c): c is NestedStack => c instanceof NestedStack);
  const routesStack = nested.find((n) => n.node.id === 'ApiRoutes');
  const consumersStack = nested.find((n) => n.node.id === 'Consumers');
  return {
    app,
    stack,
    /**
     * The app stack with its event consumers' nested stack folded back in (decision 049), so
     * assertions about a function, its grants and its alarms read the same wherever it lives.
     */
    template: consumersStack ? withNestedFolded(stack, consumersStack) : Template.fromStack(stack),
    /** The consumers' nested stack as CloudFormation deploys it. */
    consumers: consumersStack ? Template.fromStack(consumersStack) : Template.fromJSON({ Resources: {} }),
    /** The HTTP API's routes, integrations and invoke permissions (decision 027). */
    routes: routesStack ? Template.fromStack(routesStack) : Template.fromJSON({ Resources: {} }),
    nested,
  };
}

/** Every code path the real manifest doesn't reach yet: consumers, schedules, triggers, mail. */
export const FAKE_FUNCTIONS: FunctionSpec[] = [
  {
    name: 'get-game',
    entry: 'functions/games/handlers/get-game.ts',
    description: 'Public game page',
    routes: [{ method: 'GET', path: '/api/games/{id}', auth: false }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'create-upload',
    entry: 'functions/handlers/http/create-upload.ts',
    description: 'Presigned POST for an image',
    routes: [{ method: 'POST', path: '/api/uploads', auth: true }],
    env: [ENV.uploadsBucket, ENV.userPoolId, ENV.userPoolClientId],
    buckets: { uploads: 'readwrite' },
  },
  {
    name: 'notify-join-requested',
    entry: 'functions/handlers/events/notify-join-requested.ts',
    description: 'E-mails the host about a join request',
    events: { detailType: ['JoinRequested.v1', 'HostNudged.v1'] },
    env: [ENV.tableName, ENV.emailFrom, ENV.appUrl],
    table: 'readwrite',
    sendsEmail: true,
    sendsSms: true,
  },
  {
    name: 'process-image',
    entry: 'functions/handlers/events/process-image.ts',
    description: 'Turns raw uploads into media',
    events: { detailType: ['ImageUploaded.v1'] },
    env: [ENV.uploadsBucket, ENV.mediaBucket],
    buckets: { uploads: 'read', media: 'readwrite' },
    memoryMb: 1024,
    timeoutSeconds: 30,
  },
  {
    name: 'expire-games',
    entry: 'functions/handlers/events/expire-games.ts',
    description: 'Marks finished games',
    schedule: 'rate(15 minutes)',
    env: [ENV.tableName, ENV.eventBusName],
    table: 'readwrite',
    publishesEvents: true,
  },
  {
    name: 'create-auth-challenge',
    entry: 'functions/accounts/handlers/create-auth-challenge.ts',
    description: 'Sends the magic link or phone code',
    cognitoTrigger: 'createAuthChallenge',
    env: [ENV.tableName, ENV.appUrl, ENV.emailFrom, ENV.stage],
    table: 'readwrite',
    sendsEmail: true,
    sendsSms: true,
  },
  {
    name: 'pre-sign-up',
    entry: 'functions/accounts/handlers/pre-sign-up.ts',
    description: 'Checks the chosen role',
    cognitoTrigger: 'preSignUp',
    env: [],
  },
  {
    name: 'publish-events',
    entry: 'functions/platform/handlers/publish-events.ts',
    description: 'Outbox to bus',
    tableStream: true,
    env: [ENV.eventBusName],
    publishesEvents: true,
  },
];

/** Every operator parameter set, social providers included. */
export const FULL_CONTEXT: Partial<Record<ConfigKey, string>> = {
  stage: 'prod',
  domainName: 'yaktiv.example.com',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123',
  sesSender: 'Yaktiv <no-reply@yaktiv.example.com>',
  razorpayKeyId: 'rzp_live_abc',
  razorpaySecretName: 'yaktiv/razorpay',
  razorpayWebhookSecretName: 'yaktiv/razorpay-webhook',
  googleClientId: 'google-client',
  googleClientSecretName: 'yaktiv/google',
  facebookClientId: 'facebook-app',
  facebookClientSecretName: 'yaktiv/facebook',
  appleClientId: 'com.example.yaktiv',
  appleTeamId: 'TEAM123456',
  appleKeyId: 'KEY1234567',
  applePrivateKeySecretName: 'yaktiv/apple',
  vapidPublicKey: 'BHBl0XmLKXA5dUwaymULYqfEHaMwOK4cLnKf5ATdhughqw54ldkxu8q6eAnDR9KqtE8rEtLT2NKByYzm-WAUHq8',
  vapidSecretName: 'yaktiv/vapid',
};

/** The routes template's routes by key ('GET /api/games'), with their properties. */
export function routesByKey(routes: Template): Map<string, Record<string, any>> {
  const found = Object.values(routes.findResources('AWS::ApiGatewayV2::Route')) as {
    Properties: Record<string, any>;
  }[];
  return new Map(found.map((r) => [r.Properties.RouteKey as string, r.Properties]));
}

type Json = Record<string, any>;

/**
 * One template with the nested stack's resources in the parent's place: each parameter the parent
 * passes is replaced by the value it passes, each output the parent reads by the value it holds.
 */
function withNestedFolded(parent: Stack, nested: NestedStack): Template {
  const outer = Template.fromStack(parent).toJSON() as Json;
  const inner = Template.fromStack(nested).toJSON() as Json;
  const nestedId = parent.getLogicalId(nested.nestedStackResource as CfnElement);
  const parameters = (outer.Resources[nestedId]?.Properties?.Parameters ?? {}) as Json;
  const replaceRefs = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(replaceRefs);
    if (!value || typeof value !== 'object') return value;
    const object = value as Json;
    if (Object.keys(object).length === 1 && typeof object.Ref === 'string' && object.Ref in parameters)
      return parameters[object.Ref];
    return Object.fromEntries(Object.entries(object).map(([key, v]) => [key, replaceRefs(v)]));
  };
  const innerResolved = replaceRefs(inner) as Json;
  const outputs = (innerResolved.Outputs ?? {}) as Json;
  const readOutputs = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(readOutputs);
    if (!value || typeof value !== 'object') return value;
    const object = value as Json;
    const getAtt = object['Fn::GetAtt'];
    if (Object.keys(object).length === 1 && Array.isArray(getAtt) && getAtt[0] === nestedId) {
      const name = String(getAtt[1]).replace(/^Outputs\./, '');
      if (name in outputs) return outputs[name].Value;
    }
    return Object.fromEntries(Object.entries(object).map(([key, v]) => [key, readOutputs(v)]));
  };
  const { [nestedId]: _nestedStack, ...outerResources } = readOutputs(outer.Resources) as Json;
  return Template.fromJSON(
    {
      ...outer,
      Outputs: readOutputs(outer.Outputs),
      Resources: { ...outerResources, ...innerResolved.Resources },
    },
    { skipCyclicalDependenciesCheck: true },
  );
}
