import { beforeAll, describe, expect, it } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { ENV, FUNCTIONS, pageRoutePrefixes } from '@infra/manifest';
import { buildStack } from './stack-fixture';

// Decision 026: CloudFront sends shared-link pages (/game/*, /community/*) to the API, where one
// manifest function fills the built shell's head; everything else of the site stays on S3.
let template: Template;
let routes: Template;
beforeAll(() => {
  ({ template, routes } = buildStack());
});

const distribution = () =>
  Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]!.Properties.DistributionConfig;
const originIdOf = (config: any, pattern: string) =>
  config.CacheBehaviors.find((b: any) => b.PathPattern === pattern)?.TargetOriginId;

describe('shared-link pages in CloudFront', () => {
  it('come from the manifest: /game/ and /community/', () => {
    expect(pageRoutePrefixes().sort()).toEqual(['/community/', '/game/']);
  });

  it('are behaviours on the API origin with a short cache, compressed, with the security headers', () => {
    const config = distribution();
    const apiOrigin = originIdOf(config, '/api/*');
    for (const pattern of ['/game/*', '/community/*']) {
      const behaviour = config.CacheBehaviors.find((b: any) => b.PathPattern === pattern);
      expect(behaviour, pattern).toBeDefined();
      expect(behaviour.TargetOriginId).toBe(apiOrigin);
      expect(behaviour.Compress).toBe(true);
      expect(behaviour.ResponseHeadersPolicyId).toBeDefined();
      expect(behaviour.FunctionAssociations).toBeUndefined();
    }
    expect(config.DefaultCacheBehavior.TargetOriginId).not.toBe(apiOrigin);
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        DefaultTTL: 60,
        MaxTTL: 300,
        MinTTL: 0,
        // A link shared in Hindi (?lang=hi) is a page of its own at the edge; other query strings are not.
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({
          QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: ['lang'] },
        }),
      }),
    });
  });

  it('route to the share-page function, public, which may read the web bucket and the table only', () => {
    const spec = FUNCTIONS.find((fn) => fn.name === 'get-shared-page')!;
    for (const route of spec.routes!) {
      expect(route.auth).toBe(false);
      routes.hasResourceProperties('AWS::ApiGatewayV2::Route', {
        RouteKey: `GET ${route.path}`,
        AuthorizationType: 'NONE',
      });
    }
    const [, fn] = Object.entries(template.findResources('AWS::Lambda::Function')).find(
      ([, f]: any) => f.Properties.Description === spec.description,
    )! as [string, any];
    expect(Object.keys(fn.Properties.Environment.Variables)).toEqual(
      expect.arrayContaining([ENV.webBucket, ENV.appUrl, ENV.tableName]),
    );
    const role = fn.Properties.Role['Fn::GetAtt'][0];
    const [, policy] = Object.entries(template.findResources('AWS::IAM::Policy')).find(
      ([, p]: any) => p.Properties.Roles[0].Ref === role,
    )! as [string, any];
    const actions = policy.Properties.PolicyDocument.Statement.flatMap((s: any) => [s.Action].flat());
    expect(actions).toEqual(expect.arrayContaining(['s3:GetObject*', 'dynamodb:GetItem']));
    expect(actions.filter((a: string) => /^s3:(Put|Delete)/.test(a))).toEqual([]);
    expect(actions).not.toContain('dynamodb:PutItem');
  });
});
