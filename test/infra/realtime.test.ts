import { beforeAll, describe, expect, it } from 'vitest';
import type { Template } from 'aws-cdk-lib/assertions';
import { ENV, FUNCTIONS } from '@infra/manifest';
import { LIVE_NAMESPACES } from '@shared/realtime/channels';
import { SUBSCRIBE_HANDLERS } from '../../infra/constructs/live-subscribe-rules';
import { buildStack } from './stack-fixture';

// The live-update API in the stack: an AppSync Events API that browsers reach with their Cognito
// token and only IAM may publish to, one namespace per channel kind with its subscribe check,
// and the publish permission held by the live-update consumer and the consumers that ring the bell.
let template: Template;
beforeAll(() => {
  ({ template } = buildStack());
});

type Resource = { Properties: Record<string, any> };
const resourcesOf = (type: string) => Object.entries(template.findResources(type) as Record<string, Resource>);

describe('the live-update API', () => {
  it('is an Events API: Cognito to connect and subscribe, IAM to publish', () => {
    const apis = resourcesOf('AWS::AppSync::Api');
    expect(apis).toHaveLength(1);
    const config = apis[0]![1].Properties.EventConfig;
    expect(config.AuthProviders.map((p: { AuthType: string }) => p.AuthType).sort()).toEqual([
      'AMAZON_COGNITO_USER_POOLS',
      'AWS_IAM',
    ]);
    expect(config.ConnectionAuthModes).toEqual([{ AuthType: 'AMAZON_COGNITO_USER_POOLS' }]);
    expect(config.DefaultSubscribeAuthModes).toEqual([{ AuthType: 'AMAZON_COGNITO_USER_POOLS' }]);
    expect(config.DefaultPublishAuthModes).toEqual([{ AuthType: 'AWS_IAM' }]);
  });

  it('has the user, host and game namespaces, each checking who subscribes', () => {
    const namespaces = resourcesOf('AWS::AppSync::ChannelNamespace').map(([, r]) => r.Properties);
    expect(namespaces.map((n) => n.Name).sort()).toEqual([...LIVE_NAMESPACES].sort());
    for (const namespace of namespaces) {
      expect(namespace.CodeHandlers).toBe(SUBSCRIBE_HANDLERS[namespace.Name as keyof typeof SUBSCRIBE_HANDLERS]);
      expect(namespace.CodeHandlers).toContain('util.unauthorized()');
    }
  });

  it('lets only the live-update consumer and the bell writers publish, and tells each where', () => {
    const publishers = resourcesOf('AWS::IAM::Policy').filter(([, policy]) =>
      JSON.stringify(policy.Properties.PolicyDocument).includes('appsync:EventPublish'),
    );
    const publishingRoles = publishers.flatMap(([, p]) => p.Properties.Roles.map((r: { Ref: string }) => r.Ref));
    const consumers = FUNCTIONS.filter((fn) => fn.publishesLive);
    // The consumer of domain events, and the consumers that write notifications (each rings the bell).
    expect(consumers.map((fn) => fn.name).sort()).toEqual([
      'publish-live-updates',
      'send-community-notifications',
      'send-join-notifications',
      'send-rain-heads-up',
      'send-regular-notices',
      'send-reminder',
      'send-spot-alerts',
    ]);
    const lambdas = resourcesOf('AWS::Lambda::Function');
    const lambdaOf = (description: string) => lambdas.find(([, f]) => f.Properties.Description === description)![1];
    const roleOf = (description: string) => lambdaOf(description).Properties.Role['Fn::GetAtt'][0];
    expect(new Set(publishingRoles)).toEqual(new Set(consumers.map((fn) => roleOf(fn.description))));
    for (const fn of consumers) {
      const env = lambdaOf(fn.description).Properties.Environment.Variables;
      expect(JSON.stringify(env[ENV.realtimePublishUrl]), fn.name).toContain('Dns.Http');
    }
    // Nobody connects or subscribes through IAM: browsers use their Cognito tokens.
    expect(JSON.stringify(publishers)).not.toMatch(/EventSubscribe|EventConnect/);
  });
});
