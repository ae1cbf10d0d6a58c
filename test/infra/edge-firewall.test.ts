import { App } from 'aws-cdk-lib';
import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { ENV, FUNCTIONS } from '@infra/manifest';
import { EdgeStack } from '@infra/edge-stack';
import { buildDeployment, buildStack } from './stack-fixture';

// A WAF web ACL on the CloudFront distribution (per-IP rate limits on /api/auth/* and
// /api/*, AWS's common rules), in the us-east-1 edge stack while the app runs in Mumbai
// (decision 049), and the allowed SMS countries reaching the phone sign-in function.
const deployment = buildDeployment();
const template = Template.fromStack(deployment.edge);
const appTemplate = Template.fromStack(deployment.main);

const edgeStackIn = (region?: string) =>
  new EdgeStack(new App(), 'Edge', { env: region ? { account: '123456789012', region } : undefined });

const startsWith = (prefix: string) => ({
  ByteMatchStatement: Match.objectLike({
    FieldToMatch: { UriPath: {} },
    PositionalConstraint: 'STARTS_WITH',
    SearchString: prefix,
  }),
});
const hasAuthorization = {
  SizeConstraintStatement: Match.objectLike({
    FieldToMatch: { SingleHeader: { Name: 'authorization' } },
    ComparisonOperator: 'GT',
    Size: 0,
  }),
};
const rateRule = (name: string, limit: number, key: object, scopeDown: object) =>
  Match.objectLike({
    Name: name,
    Action: { Block: {} },
    Statement: {
      RateBasedStatement: Match.objectLike({
        Limit: limit,
        EvaluationWindowSec: 300,
        ...key,
        ScopeDownStatement: scopeDown,
      }),
    },
  });
const perIp = { AggregateKeyType: 'IP' };
// A signed-in call counts against its caller's token: the thousands of phones behind one carrier
// NAT share an IP address, not a limit.
const perCaller = {
  AggregateKeyType: 'CUSTOM_KEYS',
  CustomKeys: [{ Header: { Name: 'authorization', TextTransformations: [{ Priority: 0, Type: 'NONE' }] } }],
};

describe('the CloudFront web ACL', () => {
  it('rate-limits sign-in helpers per IP, signed-in API calls per caller, anonymous ones per IP, and runs AWS common rules', () => {
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: [
        rateRule('AuthRatePerIp', 100, perIp, startsWith('/api/auth/')),
        rateRule('ApiRatePerCaller', 1000, perCaller, {
          AndStatement: { Statements: [startsWith('/api/'), hasAuthorization] },
        }),
        rateRule('AnonymousApiRatePerIp', 5000, perIp, {
          AndStatement: { Statements: [startsWith('/api/'), { NotStatement: { Statement: hasAuthorization } }] },
        }),
        Match.objectLike({
          Name: 'AwsCommonRules',
          OverrideAction: { None: {} },
          Statement: {
            ManagedRuleGroupStatement: Match.objectLike({ VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' }),
          },
        }),
      ],
    });
  });

  it('lives in the us-east-1 edge stack, while the app stack (the distribution with it) deploys to Mumbai', () => {
    expect(deployment.edge.region).toBe('us-east-1');
    expect(deployment.main.region).toBe('ap-south-1');
    expect(deployment.edge.stackName).toBe('yaktiv-dev-edge');
    expect(deployment.main.stackName).toBe('yaktiv-dev');
    appTemplate.resourceCountIs('AWS::WAFv2::WebACL', 0);
    appTemplate.resourceCountIs('AWS::CloudFront::Distribution', 1);
    expect(deployment.main.dependencies).toContain(deployment.edge);
    // The reference's strength is chosen, not defaulted (CDK warns at synth otherwise).
    expect(
      Annotations.fromStack(deployment.main).findWarning('*', Match.stringLikeRegexp('cross-stack-reference strength')),
    ).toEqual([]);
  });

  it('reaches the distribution across regions: written to SSM in us-east-1, read back in Mumbai', () => {
    const [aclId] = Object.keys(template.findResources('AWS::WAFv2::WebACL'));
    const writer = Object.values(template.findResources('Custom::CrossRegionExportWriter'))[0]!;
    const { region, exports } = writer.Properties.WriterProps as { region: string; exports: Record<string, unknown> };
    expect(region).toBe('ap-south-1');
    const [[parameter, value]] = Object.entries(exports) as [[string, unknown]];
    expect(parameter).toMatch(/^\/cdk\/exports\/yaktiv-dev\//);
    expect(value).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    const [readerId] = Object.keys(appTemplate.findResources('Custom::CrossRegionExportReader'));
    appTemplate.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: { 'Fn::GetAtt': [readerId, parameter] } }),
    });
  });

  it('makes an environment-agnostic edge template fail to deploy outside us-east-1', () => {
    const rules = Template.fromStack(edgeStackIn()).toJSON().Rules as Record<
      string,
      { Assertions: { Assert: unknown; AssertDescription: string }[] }
    >;
    const assertions = Object.values(rules ?? {}).flatMap((rule) => rule.Assertions);
    expect(assertions).toContainEqual({
      Assert: { 'Fn::Equals': [{ Ref: 'AWS::Region' }, 'us-east-1'] },
      AssertDescription: expect.stringContaining('us-east-1'),
    });
  });

  it('refuses to synthesize for another region, and needs no deploy-time check in us-east-1', () => {
    expect(() => edgeStackIn('ap-south-1')).toThrow(/web ACL must be created in us-east-1/);
    const east = Template.fromStack(edgeStackIn('us-east-1'));
    east.resourceCountIs('AWS::WAFv2::WebACL', 1);
    expect(JSON.stringify(east.toJSON().Rules ?? {})).not.toContain('AWS::Region');
  });
});

describe('allowed SMS countries', () => {
  const phoneFunction = (t: Template) => {
    const spec = FUNCTIONS.find((fn) => fn.name === 'post-phone-sign-in')!;
    const [, fn] = Object.entries(t.findResources('AWS::Lambda::Function')).find(
      ([, r]) => r.Properties.Description === spec.description,
    )!;
    return fn.Properties.Environment.Variables as Record<string, unknown>;
  };

  it('reach the phone sign-in function: India by default, what the parameter says otherwise', () => {
    expect(phoneFunction(buildStack().template)[ENV.smsCountryCodes]).toBe('91');
    expect(phoneFunction(buildStack({ context: { smsCountryCodes: '91,65' } }).template)[ENV.smsCountryCodes]).toBe(
      '91,65',
    );
  });
});
