import { Annotations, CfnRule, Fn, Stack, Token } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** Requests one client may make in 5 minutes (WAF's window) before it is blocked for a while. */
export const WAF_RATE_LIMITS = {
  /** Sign-in helpers, per IP (nobody is signed in yet): a person needs a handful; a pumping script thousands. */
  auth: 100,
  /** Signed-in API calls, per caller: a busy screen makes a few calls a second at most. */
  api: 1000,
  /**
   * Anonymous API calls, per IP. Mobile carriers put thousands of phones behind one address
   * (carrier NAT), so this only stops floods; visitors' public reads are few and cached.
   */
  anonymousApi: 5000,
} as const;
export const WAF_WINDOW_SECONDS = 300;
/** CloudFront-scoped web ACLs exist only in us-east-1 (decision 018). */
export const WAF_REGION = 'us-east-1';

const visibility = (metricName: string) => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const NO_TRANSFORMATION = [{ priority: 0, type: 'NONE' }];
const pathStartsWith = (prefix: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'STARTS_WITH',
    searchString: prefix,
    textTransformations: NO_TRANSFORMATION,
  },
});
const hasAuthorization: CfnWebACL.StatementProperty = {
  sizeConstraintStatement: {
    // singleHeader is passed through as is: CloudFormation's own capitalised key.
    fieldToMatch: { singleHeader: { Name: 'authorization' } },
    comparisonOperator: 'GT',
    size: 0,
    textTransformations: NO_TRANSFORMATION,
  },
};
/** Counted per client IP, or per caller: the bearer token a signed-in call carries. */
const PER_IP = { aggregateKeyType: 'IP' };
const PER_CALLER = {
  aggregateKeyType: 'CUSTOM_KEYS',
  customKeys: [{ header: { name: 'authorization', textTransformations: NO_TRANSFORMATION } }],
};

const rateRule = (
  name: string,
  priority: number,
  limit: number,
  key: typeof PER_IP | typeof PER_CALLER,
  scopeDownStatement: CfnWebACL.StatementProperty,
): CfnWebACL.RuleProperty => ({
  name,
  priority,
  action: { block: {} },
  statement: { rateBasedStatement: { limit, evaluationWindowSec: WAF_WINDOW_SECONDS, ...key, scopeDownStatement } },
  visibilityConfig: visibility(name),
});

// The web ACL in front of CloudFront (against SMS pumping and scripted abuse): a tight per-IP rate
// on /api/auth/*, a per-caller one on signed-in /api/* calls, a loose per-IP one on anonymous
// /api/* calls, and AWS's common rule set. CloudFront only accepts a
// web ACL from us-east-1, so the stack that holds it must be deployed there: synth refuses another
// concrete region, and an environment-agnostic template carries a rule that fails the deploy
// anywhere else (decision 018).
export class EdgeFirewall extends Construct {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const stack = Stack.of(this);
    if (!Token.isUnresolved(stack.region) && stack.region !== WAF_REGION) {
      throw new Error(
        `The CloudFront web ACL must be created in ${WAF_REGION}, but this stack is for ${stack.region}: it belongs in the edge stack (infra/edge-stack.ts, docs/decisions/049-api-in-mumbai.md).`,
      );
    }
    if (Token.isUnresolved(stack.region)) {
      new CfnRule(this, 'RegionIsUsEast1', {
        assertions: [
          {
            assert: Fn.conditionEquals(stack.region, WAF_REGION),
            assertDescription: `Yaktiv's CloudFront web ACL can only be created in ${WAF_REGION}: deploy this stack there (docs/decisions/049-api-in-mumbai.md).`,
          },
        ],
      });
      Annotations.of(this).addInfo(`Deploys only to ${WAF_REGION} (CloudFront web ACL).`);
    }
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      description:
        'Yaktiv rate limits: sign-in per IP, signed-in API per caller, anonymous API per IP, plus AWS common rules',
      visibilityConfig: visibility('yaktiv-edge'),
      rules: [
        rateRule('AuthRatePerIp', 0, WAF_RATE_LIMITS.auth, PER_IP, pathStartsWith('/api/auth/')),
        rateRule('ApiRatePerCaller', 1, WAF_RATE_LIMITS.api, PER_CALLER, {
          andStatement: { statements: [pathStartsWith('/api/'), hasAuthorization] },
        }),
        rateRule('AnonymousApiRatePerIp', 2, WAF_RATE_LIMITS.anonymousApi, PER_IP, {
          andStatement: { statements: [pathStartsWith('/api/'), { notStatement: { statement: hasAuthorization } }] },
        }),
        {
          name: 'AwsCommonRules',
          priority: 3,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: {
              vendorName: 'AWS',
              name: 'AWSManagedRulesCommonRuleSet',
              // Its 8 KB body limit would block a game with many join questions; the API refuses
              // oversized bodies itself with a clear 413, so the rule only counts here.
              ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }],
            },
          },
          visibilityConfig: visibility('AwsCommonRules'),
        },
      ],
    });
  }
}
