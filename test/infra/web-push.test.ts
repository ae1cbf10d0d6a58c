import { beforeAll, describe, expect, it } from 'vitest';
import { Annotations, Match, type Template } from 'aws-cdk-lib/assertions';
import type { Stack } from 'aws-cdk-lib';
import { readConfig } from '@infra/config';
import { ENV, FUNCTIONS, type FunctionSpec } from '@infra/manifest';
import { buildStack, FULL_CONTEXT } from './stack-fixture';

// Web Push in the CDK stack (decision 067): the VAPID pair's secret read by name and only by the
// push consumer, its public half in /config.json; without them a warning and no grant.
let template: Template;
let bare: Template;
let bareStack: Stack;
beforeAll(() => {
  ({ template } = buildStack({ context: FULL_CONTEXT }));
  ({ template: bare, stack: bareStack } = buildStack());
});

type Resource = { Properties: Record<string, any> };
const resourcesOf = (t: Template, type: string) => Object.values(t.findResources(type) as Record<string, Resource>);
const sendPush = FUNCTIONS.find((f) => f.name === 'send-push')!;
const lambdaOf = (t: Template, spec: FunctionSpec) =>
  resourcesOf(t, 'AWS::Lambda::Function').find((f) => f.Properties.Description === spec.description)!;
/** Every Secrets Manager resource the functions' policies name, as JSON text. */
const secretGrants = (t: Template) =>
  resourcesOf(t, 'AWS::IAM::Policy')
    .flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[])
    .filter((s) => [s.Action].flat().some((a) => a.startsWith('secretsmanager:')))
    .map((s) => JSON.stringify(s.Resource));

describe('Web Push in the stack', () => {
  it('only send-push declares the VAPID keys, and it gets the secret’s name', () => {
    expect(FUNCTIONS.filter((f) => f.readsVapidKeys).map((f) => f.name)).toEqual(['send-push']);
    expect(lambdaOf(template, sendPush).Properties.Environment.Variables).toMatchObject({
      [ENV.vapidSecretId]: FULL_CONTEXT.vapidSecretName,
    });
    const vapid = secretGrants(template).filter((grant) => grant.includes(`${FULL_CONTEXT.vapidSecretName}-`));
    expect(vapid).toHaveLength(1);
  });

  it('without the parameters: an empty secret name, no grant and a synth warning', () => {
    expect(lambdaOf(bare, sendPush).Properties.Environment.Variables).toMatchObject({ [ENV.vapidSecretId]: '' });
    expect(secretGrants(bare).filter((grant) => grant.includes('vapid'))).toEqual([]);
    Annotations.fromStack(bareStack).hasWarning('*', Match.stringLikeRegexp('Web Push is not configured'));
  });

  it('takes the public key and the secret together, and only a key as web-push prints it', () => {
    expect(readConfig((key) => FULL_CONTEXT[key]).push).toEqual({
      vapidPublicKey: FULL_CONTEXT.vapidPublicKey,
      vapidSecretName: FULL_CONTEXT.vapidSecretName,
    });
    expect(() => readConfig((key) => (key === 'vapidPublicKey' ? FULL_CONTEXT.vapidPublicKey : undefined))).toThrow(
      /Web Push is half configured: missing vapidSecretName/,
    );
    expect(() =>
      readConfig((key) => ({ vapidPublicKey: 'short', vapidSecretName: 'yaktiv/vapid' })[key as string]),
    ).toThrow(/vapidPublicKey/);
  });

  it('refuses a function that reads the VAPID keys without the secret’s env name', () => {
    const broken: FunctionSpec = { ...sendPush, env: [ENV.tableName, ENV.appUrl, ENV.workQueueUrls] };
    expect(() => buildStack({ functions: [broken], context: FULL_CONTEXT })).toThrow(
      /reads the VAPID keys but does not list VAPID_SECRET_ID/,
    );
  });
});
