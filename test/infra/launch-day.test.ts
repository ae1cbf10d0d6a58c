import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { STAGE_THROTTLE } from '@infra/api-throttles';
import { createRouteThrottle } from '@infra/local/route-throttle';
import { FUNCTIONS, httpRoutes } from '@infra/manifest';
import { QUEUE_BATCH_SIZE, QUEUE_MAX_RECEIVES, queuedConcurrency } from '@infra/consumer-queues';
import { isNestedConsumer } from '@infra/stack';
import { SHARED_READ_MAX_SECONDS, SHARED_READ_PATHS } from '@infra/constructs/cdn';
import { ENV, ROUTE_ENV } from '@functions/platform/env-names';
import { ORIGIN_HEADER } from '@functions/platform/http/origin-check';
import { buildStack } from './stack-fixture';

// What launch day needs of the deployed stack: per-route API limits shared with the local server,
// event consumers in a nested stack of their own, senders behind queues at a bounded pace.
const { template, consumers, stack } = buildStack();
const only = (t: Template, type: string) => {
  const found = Object.entries(t.findResources(type));
  expect(found, type).toHaveLength(1);
  return found[0]!;
};

describe('per-route API limits', () => {
  it('come from the table the local server applies', () => {
    const [, stage] = only(template, 'AWS::ApiGatewayV2::Stage');
    const local = createRouteThrottle();
    const expected = Object.fromEntries(
      httpRoutes()
        .map((route) => `${route.method} ${route.path}`)
        .filter((key) => local.limitOf(key) !== STAGE_THROTTLE)
        .map((key) => [
          key,
          { ThrottlingRateLimit: local.limitOf(key).rateLimit, ThrottlingBurstLimit: local.limitOf(key).burstLimit },
        ]),
    );
    expect(stage.Properties.RouteSettings).toEqual(expected);
    expect(expected['POST /api/auth/phone']).toEqual({ ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 });
    expect(stage.Properties.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: STAGE_THROTTLE.rateLimit,
      ThrottlingBurstLimit: STAGE_THROTTLE.burstLimit,
    });
  });

  it('are set only once the routes they name exist', () => {
    const [, stage] = only(template, 'AWS::ApiGatewayV2::Stage');
    const [routesStackId] = Object.keys(template.findResources('AWS::CloudFormation::Stack')).filter((id) =>
      id.startsWith('ApiRoutes'),
    );
    expect(stage.DependsOn).toContain(routesStackId);
  });
});

describe('event consumers', () => {
  const functionsIn = (t: Template) =>
    Object.values(t.findResources('AWS::Lambda::Function')).map((fn) => fn.Properties.Description as string);

  it('live in their own nested stack, out of the app stack', () => {
    const nested = FUNCTIONS.filter(isNestedConsumer);
    expect(nested.map((fn) => fn.name)).toEqual(expect.arrayContaining(['send-join-notifications', 'publish-events']));
    const inConsumers = functionsIn(consumers);
    for (const fn of nested) expect(inConsumers, fn.name).toContain(fn.description);
    const inApp = Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function')).map(
      (fn) => fn.Properties.Description,
    );
    for (const fn of nested) expect(inApp, fn.name).not.toContain(fn.description);
  });

  it('that send mail read their events from a queue: bounded copies, failures one by one, a DLQ with its alarm', () => {
    const queued = FUNCTIONS.filter((fn) => queuedConcurrency(fn) !== undefined);
    expect(queued.length).toBeGreaterThan(0);
    const mappings = Object.values(consumers.findResources('AWS::Lambda::EventSourceMapping'));
    const queues = consumers.findResources('AWS::SQS::Queue');
    const rules = Object.values(consumers.findResources('AWS::Events::Rule'));
    for (const fn of queued) {
      const id = fn.name.replaceAll('-', '');
      const mapping = mappings.find((m) => JSON.stringify(m.Properties.FunctionName).includes(`Fn${id}Function`));
      expect(mapping, fn.name).toBeDefined();
      expect(mapping!.Properties).toMatchObject({
        BatchSize: QUEUE_BATCH_SIZE,
        ScalingConfig: { MaximumConcurrency: queuedConcurrency(fn) },
        FunctionResponseTypes: ['ReportBatchItemFailures'],
      });
      const [queueId] = mapping!.Properties.EventSourceArn['Fn::GetAtt'];
      const queue = queues[queueId]!.Properties;
      expect(queue.RedrivePolicy.maxReceiveCount).toBe(QUEUE_MAX_RECEIVES);
      expect(queue.SqsManagedSseEnabled).toBe(true);
      const [dlqId] = queue.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'];
      expect(dlqId).toMatch(new RegExp(`^Fn${id}DeadLetters`));
      consumers.hasResourceProperties('AWS::CloudWatch::Alarm', {
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlqId, 'QueueName'] } }],
      });
      // The bus's rule delivers to the queue, not to the function.
      const rule = rules.find((r) => r.Properties.Description.startsWith(`${fn.name}:`))!;
      expect(rule.Properties.Targets[0].Arn).toEqual({ 'Fn::GetAtt': [queueId, 'Arn'] });
      // Six times the function's timeout, so a copy still at work keeps its batch.
      const [, fnResource] = Object.entries(consumers.findResources('AWS::Lambda::Function')).find(
        ([, r]) => r.Properties.Description === fn.description,
      )!;
      expect(queue.VisibilityTimeout).toBe(fnResource.Properties.Timeout * 6);
    }
  });
});

describe('shared public reads at CloudFront', () => {
  const distribution = () =>
    only(template, 'AWS::CloudFront::Distribution')[1].Properties.DistributionConfig as {
      CacheBehaviors: { PathPattern: string; CachePolicyId: unknown; AllowedMethods: string[] }[];
    };
  const patterns = () => distribution().CacheBehaviors.map((b) => b.PathPattern);

  it('are kept as long as the origin says (at most a minute), keyed on query strings and nothing of the caller', () => {
    const [policyId, policy] = Object.entries(template.findResources('AWS::CloudFront::CachePolicy')).find(([id]) =>
      id.includes('SharedReadsCache'),
    )!;
    expect(policy.Properties.CachePolicyConfig).toMatchObject({
      DefaultTTL: 0,
      MinTTL: 0,
      MaxTTL: SHARED_READ_MAX_SECONDS,
      ParametersInCacheKeyAndForwardedToOrigin: {
        HeadersConfig: { HeaderBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'all' },
        EnableAcceptEncodingBrotli: true,
        EnableAcceptEncodingGzip: true,
      },
    });
    for (const path of SHARED_READ_PATHS) {
      const behaviour = distribution().CacheBehaviors.find((b) => b.PathPattern === path)!;
      expect(behaviour.CachePolicyId, path).toEqual({ Ref: policyId });
      // Writes on the same paths still pass through to the API.
      expect(behaviour.AllowedMethods, path).toContain('PUT');
    }
  });

  it('come after the per-user paths beneath them, and before /api/*', () => {
    const order = patterns();
    for (const [deeper, shared] of [
      ['/api/games/*/*', '/api/games/*'],
      ['/api/communities/*/*', '/api/communities/*'],
    ]) {
      expect(order.indexOf(deeper), deeper).toBeGreaterThanOrEqual(0);
      expect(order.indexOf(deeper), deeper).toBeLessThan(order.indexOf(shared!));
    }
    for (const path of SHARED_READ_PATHS) expect(order.indexOf(path)).toBeLessThan(order.indexOf('/api/*'));
    // A public read beneath a per-user pattern comes before it, or that pattern would take it.
    expect(order.indexOf('/api/games/*/going')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('/api/games/*/going')).toBeLessThan(order.indexOf('/api/games/*/*'));
  });

  it('cover only routes that are public GETs: nothing signed-in falls under a shared pattern', () => {
    // The first CloudFront pattern a path matches ('*' spans '/'), as the distribution picks it.
    const toRegExp = (pattern: string) => new RegExp(`^${pattern.replace(/\*/g, '.*')}$`);
    const firstMatch = (path: string) => patterns().find((pattern) => toRegExp(pattern).test(path));
    for (const route of httpRoutes().filter((r) => r.method === 'GET')) {
      const samplePath = route.path.replace(/\{[^}]+\}/g, 'x1');
      if ((SHARED_READ_PATHS as readonly string[]).includes(firstMatch(samplePath) ?? ''))
        expect(route.auth, `${route.method} ${route.path}`).toBe(false);
    }
  });
});

describe('the API only through CloudFront', () => {
  const secretRef = () => {
    const secrets = Object.entries(template.findResources('AWS::SecretsManager::Secret')).filter(([id]) =>
      id.startsWith('OriginSecret'),
    );
    expect(secrets).toHaveLength(1);
    const [id, secret] = secrets[0]!;
    // Generated by Secrets Manager at the first deploy: no value in the repo or the template.
    expect(secret.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 48, ExcludePunctuation: true });
    expect(secret.Properties.SecretString).toBeUndefined();
    return { 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: id }, ':SecretString:::}}']] };
  };

  it("CloudFront sends the secret in its header to the API's origin, and only there", () => {
    const origins = only(template, 'AWS::CloudFront::Distribution')[1].Properties.DistributionConfig.Origins as {
      CustomOriginConfig?: unknown;
      OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
    }[];
    const api = origins.filter((o) => o.CustomOriginConfig);
    expect(api).toHaveLength(1);
    expect(api[0]!.OriginCustomHeaders).toEqual([{ HeaderName: ORIGIN_HEADER, HeaderValue: secretRef() }]);
    for (const bucket of origins.filter((o) => !o.CustomOriginConfig))
      expect(bucket.OriginCustomHeaders).toBeUndefined();
  });

  it('every function that serves a route checks it; no other function is given it', () => {
    const functions = Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function'));
    const routed = new Set(FUNCTIONS.filter((fn) => fn.routes?.length).map((fn) => fn.description));
    expect(routed.size).toBeGreaterThan(40);
    for (const fn of functions) {
      const value = fn.Properties.Environment?.Variables?.[ROUTE_ENV.originSecret];
      if (routed.has(fn.Properties.Description)) expect(value, fn.Properties.Description).toEqual(secretRef());
      else expect(value, fn.Properties.Description).toBeUndefined();
    }
    for (const fn of Object.values(consumers.findResources('AWS::Lambda::Function')))
      expect(fn.Properties.Environment?.Variables?.[ROUTE_ENV.originSecret]).toBeUndefined();
  });
});

describe('consumers that fan a game out over its requests', () => {
  const fanning = FUNCTIONS.filter((fn) => fn.fansOut);
  const resources = (type: string) => Object.entries(consumers.findResources(type));
  const queueOf = (name: string) => {
    const id = name.replaceAll('-', '');
    const mapping = resources('AWS::Lambda::EventSourceMapping').find(([, m]) =>
      JSON.stringify(m.Properties.FunctionName).includes(`Fn${id}Function`),
    )!;
    return mapping[1].Properties.EventSourceArn['Fn::GetAtt'][0] as string;
  };

  it('are the cancellation notices, the refunds, the reminders and the pushes, each reading a queue', () => {
    expect(fanning.map((fn) => fn.name).sort()).toEqual([
      'process-payment-events',
      'schedule-reminders',
      'send-join-notifications',
      'send-push',
    ]);
    for (const fn of fanning) expect(queuedConcurrency(fn), fn.name).toBeDefined();
  });

  it('may send to their own queue and no other, and are told its URL', () => {
    const senders = resources('AWS::IAM::Policy').flatMap(([, policy]) =>
      (policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
        .filter((s) => [s.Action].flat().includes('sqs:SendMessage'))
        .map((s) => ({ roles: JSON.stringify(policy.Properties.Roles), resource: JSON.stringify(s.Resource) })),
    );
    for (const fn of fanning) {
      const queueId = queueOf(fn.name);
      const id = fn.name.replaceAll('-', '');
      const grants = senders.filter((s) => s.resource.includes(`"${queueId}"`));
      expect(grants.length, fn.name).toBeGreaterThan(0);
      // Only the consumer itself sends to its queue (EventBridge's rule sends through the queue policy).
      for (const grant of grants) expect(grant.roles, fn.name).toContain(`Fn${id}`);
      const [, resource] = resources('AWS::Lambda::Function').find(
        ([, r]) => r.Properties.Description === fn.description,
      )!;
      const urls = JSON.stringify(resource.Properties.Environment.Variables[ENV.workQueueUrls]);
      expect(urls, fn.name).toContain(fn.name);
      expect(urls, fn.name).toContain(`"Ref":"${queueId}"`);
    }
  });
});
