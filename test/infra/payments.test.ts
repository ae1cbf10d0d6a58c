import { beforeAll, describe, expect, it } from 'vitest';
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import type { Stack } from 'aws-cdk-lib';
import { ENV, FUNCTIONS, type FunctionSpec } from '@infra/manifest';
import { buildStack, FULL_CONTEXT, routesByKey } from './stack-fixture';

// Payments in the CDK stack: the webhook route without a JWT, Razorpay's two secrets read by name
// and only by the functions that declare them, the reconciler's schedule with its DLQ.
let template: Template;
let routes: Template;
let bare: Template;
let bareStack: Stack;
beforeAll(() => {
  ({ template, routes } = buildStack({ context: FULL_CONTEXT }));
  ({ template: bare, stack: bareStack } = buildStack());
});

type Resource = { Properties: Record<string, any> };
const resourcesOf = (t: Template, type: string) => Object.entries(t.findResources(type) as Record<string, Resource>);
const fn = (name: string) => FUNCTIONS.find((f) => f.name === name)!;
const lambdaOf = (t: Template, spec: FunctionSpec) =>
  resourcesOf(t, 'AWS::Lambda::Function').find(([, f]) => f.Properties.Description === spec.description)!;
const secretStatements = (t: Template, spec: FunctionSpec) => {
  const role = lambdaOf(t, spec)[1].Properties.Role['Fn::GetAtt'][0];
  return resourcesOf(t, 'AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === role))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
    .filter((s) => [s.Action].flat().some((a) => a.startsWith('secretsmanager:')));
};
const secretArn = (name: string) => ({
  'Fn::Join': [
    '',
    [
      'arn:',
      { Ref: 'AWS::Partition' },
      ':secretsmanager:',
      { Ref: 'AWS::Region' },
      ':',
      { Ref: 'AWS::AccountId' },
      `:secret:${name}-??????`,
    ],
  ],
});

describe('payments in the stack', () => {
  it('routes the Razorpay webhook without the JWT authorizer, and the payment calls with it', () => {
    const byKey = routesByKey(routes);
    expect(byKey.get('POST /api/payments/razorpay-webhook')).toMatchObject({ AuthorizationType: 'NONE' });
    expect(byKey.get('POST /api/payments/razorpay-webhook')!.AuthorizerId).toBeUndefined();
    for (const key of [
      'POST /api/payments/orders',
      'POST /api/payments/verify',
      'GET /api/requests/{id}/payment',
      'GET /api/requests/{id}/refund-quote',
    ]) {
      expect(byKey.get(key), key).toMatchObject({ AuthorizationType: 'JWT' });
    }
  });

  it('runs the reconciler every 5 minutes from the default bus, with a dead-letter queue', () => {
    const reconciler = fn('reconcile-payments');
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(5 minutes)',
      EventBusName: Match.absent(),
      Targets: [
        Match.objectLike({
          Arn: { 'Fn::GetAtt': [lambdaOf(template, reconciler)[0], 'Arn'] },
          DeadLetterConfig: { Arn: Match.anyValue() },
        }),
      ],
    });
    expect(lambdaOf(template, reconciler)[1].Properties.Timeout).toBe(60);
  });

  it('gives the key id and the secret names in env, never a secret value', () => {
    const order = lambdaOf(template, fn('post-payment-order'))[1].Properties.Environment.Variables;
    expect(order).toMatchObject({
      [ENV.razorpayKeyId]: FULL_CONTEXT.razorpayKeyId,
      [ENV.razorpayKeySecretId]: FULL_CONTEXT.razorpaySecretName,
    });
    const webhook = lambdaOf(template, fn('post-razorpay-webhook'))[1].Properties.Environment.Variables;
    expect(webhook).toMatchObject({ [ENV.razorpayWebhookSecretId]: FULL_CONTEXT.razorpayWebhookSecretName });
    expect(webhook[ENV.razorpayKeySecretId]).toBeUndefined();
  });

  it('lets exactly the declaring functions read each Razorpay secret, and nothing else', () => {
    const key = secretArn(FULL_CONTEXT.razorpaySecretName!);
    const webhook = secretArn(FULL_CONTEXT.razorpayWebhookSecretName!);
    for (const spec of FUNCTIONS) {
      const read = secretStatements(template, spec).map((s) => s.Resource);
      const expected = [
        ...(spec.readsAuthSecret ? [Match.anyValue()] : []),
        ...(spec.razorpaySecrets ?? []).map((w) => (w === 'key' ? key : webhook)),
        // Web Push's VAPID pair (test/infra/web-push.test.ts).
        ...(spec.readsVapidKeys ? [secretArn(FULL_CONTEXT.vapidSecretName!)] : []),
      ];
      expect(read.length, spec.name).toBe(expected.length);
      for (const which of spec.razorpaySecrets ?? [])
        expect(read, spec.name).toContainEqual(which === 'key' ? key : webhook);
    }
    expect(FUNCTIONS.filter((f) => f.razorpaySecrets?.includes('webhook')).map((f) => f.name)).toEqual([
      'post-razorpay-webhook',
    ]);
  });

  it('without Razorpay configured: empty payment env (the API answers 503), no grants, a synth warning', () => {
    const order = lambdaOf(bare, fn('post-payment-order'))[1].Properties.Environment.Variables;
    expect(order).toMatchObject({ [ENV.razorpayKeyId]: '', [ENV.razorpayKeySecretId]: '' });
    for (const spec of FUNCTIONS.filter((f) => f.razorpaySecrets))
      expect(secretStatements(bare, spec), spec.name).toEqual([]);
    Annotations.fromStack(bareStack).hasWarning('*', Match.stringLikeRegexp('Razorpay is not configured'));
  });

  it('refuses a function that reads a Razorpay secret without its env names', () => {
    const broken: FunctionSpec = { ...fn('post-payment-order'), env: [ENV.tableName] };
    expect(() => buildStack({ functions: [broken], context: FULL_CONTEXT })).toThrow(
      /reads the Razorpay key secret but does not list RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET_ID/,
    );
  });
});
