import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, expect, beforeAll } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { CachePolicy, OriginRequestPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { App } from 'aws-cdk-lib';
import { LIMITS } from '@shared/constants';
import { publicConfigSchema } from '@shared/schemas/public-config';
import { ENV, FUNCTIONS, httpRoutes, type CognitoTrigger, type FunctionSpec } from '@infra/manifest';
import { projectionOf, TABLE } from '@infra/table-definition';
import { OBSERVABILITY_ENV, ROUTE_ENV } from '@functions/platform/env-names';
import { ACCESS_SCOPE } from '@infra/local/authorizer';
import { AUTH_SESSION_MINUTES, MAGIC_LINK_KEY_LENGTH, REFRESH_TOKEN_DAYS } from '@infra/constructs/auth';
import { CLIENT_WRITABLE_ATTRIBUTES } from '@infra/auth-settings';
import { DEFAULT_MEMORY_MB, DEFAULT_TIMEOUT_SECONDS, USER_POOL_ACTIONS } from '@infra/constructs/manifest-function';
import { spaRewriteSource } from '@infra/constructs/spa-rewrite';
import { buildStack, routesByKey } from './stack-fixture';

// The stack built from the real manifest and table definition.
let template: Template;
let routesTemplate: Template;
let app: App;
beforeAll(() => {
  ({ template, app, routes: routesTemplate } = buildStack());
});

type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };
const resources = (type: string) => Object.entries(template.findResources(type) as Record<string, Resource>);
const only = (type: string) => {
  const found = resources(type);
  expect(found).toHaveLength(1);
  return found[0]!;
};

type Statement = { Effect: string; Action: string | string[]; Resource: unknown };
const actionsIn = (statements: Statement[]) => statements.flatMap((s) => [s.Action].flat());
const functionOf = (spec: FunctionSpec) => {
  const found = resources('AWS::Lambda::Function').find(([, fn]) => fn.Properties.Description === spec.description);
  expect(found, spec.name).toBeDefined();
  return found!;
};
/** Every statement any policy gives the role, by the role's logical id. */
const statementsByRole = () => {
  const byRole = new Map<string, Statement[]>();
  const add = (role: string, statements: Statement[]) => byRole.set(role, [...(byRole.get(role) ?? []), ...statements]);
  for (const [, policy] of resources('AWS::IAM::Policy')) {
    for (const role of policy.Properties.Roles as { Ref: string }[])
      add(role.Ref, policy.Properties.PolicyDocument.Statement);
  }
  for (const [id, role] of resources('AWS::IAM::Role')) {
    for (const inline of (role.Properties.Policies ?? []) as { PolicyDocument: { Statement: Statement[] } }[])
      add(id, inline.PolicyDocument.Statement);
  }
  return byRole;
};
const statementsOf = (spec: FunctionSpec) =>
  statementsByRole().get(functionOf(spec)[1].Properties.Role['Fn::GetAtt'][0]) ?? [];
const logicalId = (type: string) => only(type)[0];

// Manifest trigger names and their LambdaConfig keys, written out rather than derived.
const LAMBDA_CONFIG_KEYS: Record<CognitoTrigger, string> = {
  preSignUp: 'PreSignUp',
  postConfirmation: 'PostConfirmation',
  defineAuthChallenge: 'DefineAuthChallenge',
  createAuthChallenge: 'CreateAuthChallenge',
  verifyAuthChallengeResponse: 'VerifyAuthChallengeResponse',
  customMessage: 'CustomMessage',
};
const triggers = FUNCTIONS.filter((fn) => fn.cognitoTrigger);

describe('Cognito', () => {
  it('signs in by e-mail or phone with the attributes and password rule the app checks', () => {
    const [, pool] = only('AWS::Cognito::UserPool');
    // Either may be the user name: SMS-code users have a verified phone and no e-mail.
    expect(pool.Properties.UsernameAttributes).toEqual(expect.arrayContaining(['email', 'phone_number']));
    expect(pool.Properties.AliasAttributes).toBeUndefined();
    expect(pool.Properties.AdminCreateUserConfig.AllowAdminCreateUserOnly).toBe(false);
    const schema = pool.Properties.Schema as {
      Name: string;
      AttributeDataType?: string;
      Mutable: boolean;
      Required?: boolean;
    }[];
    for (const name of ['name', 'phone_number']) expect(schema.map((a) => a.Name)).toContain(name);
    expect(schema.find((a) => a.Name === 'email')?.Required ?? false).toBe(false);
    for (const name of ['role', 'profile_setup', 'instagram']) {
      expect(schema).toContainEqual({ Name: name, AttributeDataType: 'String', Mutable: true });
    }
    expect(pool.Properties.Policies.PasswordPolicy).toMatchObject({
      MinimumLength: LIMITS.passwordMinLength,
      RequireUppercase: true,
      RequireLowercase: true,
      RequireNumbers: true,
    });
    expect(pool.Properties.UserPoolTier).toBe('PLUS');
    expect(pool.DeletionPolicy).toBe('Retain');
  });

  it('verifies e-mail by code and never sends SMS itself (no SMS role, no MFA)', () => {
    const [, pool] = only('AWS::Cognito::UserPool');
    expect(pool.Properties.AutoVerifiedAttributes).toEqual(['email']);
    expect(pool.Properties.VerificationMessageTemplate.DefaultEmailOption).toBe('CONFIRM_WITH_CODE');
    expect(pool.Properties.SmsConfiguration).toBeUndefined();
    expect(pool.Properties.MfaConfiguration ?? 'OFF').toBe('OFF');
    for (const [, role] of resources('AWS::IAM::Role')) {
      expect(JSON.stringify(role.Properties.AssumeRolePolicyDocument)).not.toContain('cognito-idp.amazonaws.com');
    }
  });

  it('has a public web client with password, custom auth, refresh, no SRP and no user-existence leaks', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      PreventUserExistenceErrors: 'ENABLED',
      ExplicitAuthFlows: Match.arrayEquals([
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_CUSTOM_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ]),
      SupportedIdentityProviders: ['COGNITO'],
    });
  });

  // A signed-out access token stays valid until it expires, so it must expire soon;
  // Amplify refreshes it silently with the refresh token.
  it('lets the web client write no custom:role: only the server sets the role the ID token carries', () => {
    const [, client] = only('AWS::Cognito::UserPoolClient');
    expect([...client.Properties.WriteAttributes].sort()).toEqual([...CLIENT_WRITABLE_ATTRIBUTES].sort());
    expect(client.Properties.WriteAttributes).not.toContain('custom:role');
  });

  it('keeps a custom-auth session (and so an SMS code) 3 minutes, access and ID tokens 15 minutes, refresh tokens 30 days', () => {
    const [, client] = only('AWS::Cognito::UserPoolClient');
    expect(AUTH_SESSION_MINUTES).toBe(3);
    expect(client.Properties).toMatchObject({
      AuthSessionValidity: AUTH_SESSION_MINUTES,
      AccessTokenValidity: 15,
      IdTokenValidity: 15,
      RefreshTokenValidity: REFRESH_TOKEN_DAYS * 24 * 60,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
    });
  });

  it('creates no managed-login domain or identity provider when none is configured', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);
    template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
  });

  it('wires exactly the manifest triggers into the pool, with permission for Cognito to invoke them', () => {
    const [, pool] = only('AWS::Cognito::UserPool');
    const config = pool.Properties.LambdaConfig as Record<string, unknown>;
    expect(Object.keys(config).sort()).toEqual(triggers.map((fn) => LAMBDA_CONFIG_KEYS[fn.cognitoTrigger!]).sort());
    for (const fn of triggers) {
      const [fnId] = functionOf(fn);
      expect(config[LAMBDA_CONFIG_KEYS[fn.cognitoTrigger!]], fn.name).toEqual({ 'Fn::GetAtt': [fnId, 'Arn'] });
      template.hasResourceProperties('AWS::Lambda::Permission', {
        FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
        Principal: 'cognito-idp.amazonaws.com',
      });
    }
  });

  it('serves every trigger the accounts issue needs', () => {
    expect(triggers.map((fn) => fn.cognitoTrigger).sort()).toEqual(Object.keys(LAMBDA_CONFIG_KEYS).sort());
  });

  it('gives no trigger a reference to the pool (env, grants): the pool depends on its triggers', () => {
    const poolId = logicalId('AWS::Cognito::UserPool');
    const clientId = logicalId('AWS::Cognito::UserPoolClient');
    for (const fn of triggers) {
      const [, { Properties: props }] = functionOf(fn);
      const refs = JSON.stringify([props.Environment ?? {}, statementsOf(fn)]);
      expect(refs, fn.name).not.toContain(poolId);
      expect(refs, fn.name).not.toContain(clientId);
    }
  });
});

describe('user pool admin API', () => {
  it.each(FUNCTIONS.map((fn) => [fn.name, fn] as const))(
    "%s: cognito-idp actions exactly per its 'userPool', on the pool only",
    (_, spec) => {
      const poolArn = { 'Fn::GetAtt': [logicalId('AWS::Cognito::UserPool'), 'Arn'] };
      const onPool = statementsOf(spec).filter((s) => actionsIn([s]).some((a) => a.startsWith('cognito-idp:')));
      const expected = spec.userPool ? USER_POOL_ACTIONS[spec.userPool] : [];
      expect(actionsIn(onPool).sort()).toEqual([...expected].sort());
      for (const statement of onPool) expect(statement.Resource).toEqual(poolArn);
    },
  );

  it("means ListUsers for 'read', ListUsers + AdminCreateUser + AdminSetUserPassword for 'admin', AdminUpdateUserAttributes for 'role', AdminDeleteUser for 'delete'", () => {
    expect(USER_POOL_ACTIONS).toEqual({
      read: ['cognito-idp:ListUsers'],
      admin: ['cognito-idp:ListUsers', 'cognito-idp:AdminCreateUser', 'cognito-idp:AdminSetUserPassword'],
      role: ['cognito-idp:AdminUpdateUserAttributes'],
      delete: ['cognito-idp:AdminDeleteUser'],
    });
  });

  it('grants no cognito-idp action to any other role', () => {
    const fnRoles = new Set(
      resources('AWS::Lambda::Function').map(([, fn]) => fn.Properties.Role['Fn::GetAtt'][0] as string),
    );
    for (const [role, statements] of statementsByRole()) {
      if (fnRoles.has(role)) continue;
      expect(
        actionsIn(statements).filter((a) => a.startsWith('cognito-idp:')),
        role,
      ).toEqual([]);
    }
  });
});

describe('magic-link signing key', () => {
  // The stack's other secret is CloudFront's origin header value (test/infra/launch-day.test.ts).
  const keySecret = () => {
    const found = resources('AWS::SecretsManager::Secret').filter(([id]) => !id.startsWith('OriginSecret'));
    expect(found).toHaveLength(1);
    return found[0]!;
  };
  const secretId = () => keySecret()[0];

  it('is a generated Secrets Manager secret of letters and digits, at least 32 long', () => {
    const [, secret] = keySecret();
    expect(secret.Properties.SecretString).toBeUndefined();
    expect(secret.Properties.GenerateSecretString).toMatchObject({
      ExcludePunctuation: true,
      PasswordLength: MAGIC_LINK_KEY_LENGTH,
    });
    expect(MAGIC_LINK_KEY_LENGTH).toBeGreaterThanOrEqual(32);
  });

  it('gives the function that texts codes the DLT ids of the deployment (empty without registration)', () => {
    const sender = FUNCTIONS.find((fn) => fn.name === 'create-auth-challenge')!;
    expect(FUNCTIONS.filter((fn) => fn.sendsSms)).toEqual([sender]);
    const variables = functionOf(sender)[1].Properties.Environment.Variables;
    for (const name of [ENV.smsDltEntityId, ENV.smsDltTemplateId, ENV.smsDltTemplateIdHi, ENV.smsSenderId])
      expect(variables[name], name).toBe('');
  });

  it('has its ARN in AUTH_SECRET_ARN of every function that lists it', () => {
    const listing = FUNCTIONS.filter((fn) => fn.env.includes(ENV.authSecretArn));
    expect(listing.length).toBeGreaterThan(0);
    for (const fn of listing)
      expect(functionOf(fn)[1].Properties.Environment.Variables[ENV.authSecretArn], fn.name).toEqual({
        Ref: secretId(),
      });
  });

  it('is readable by exactly the readsAuthSecret functions, and only this secret', () => {
    expect(FUNCTIONS.some((fn) => fn.readsAuthSecret)).toBe(true);
    const readerRoles = new Set(
      FUNCTIONS.filter((fn) => fn.readsAuthSecret).map(
        (fn) => functionOf(fn)[1].Properties.Role['Fn::GetAtt'][0] as string,
      ),
    );
    for (const fn of FUNCTIONS) {
      const read = statementsOf(fn).filter((s) => actionsIn([s]).includes('secretsmanager:GetSecretValue'));
      if (fn.readsAuthSecret) {
        expect(
          read.map((s) => s.Resource),
          fn.name,
        ).toEqual([{ Ref: secretId() }]);
      } else {
        expect(read, fn.name).toEqual([]);
      }
    }
    // Nothing else in the stack (deployment helpers, Cognito, …) can read any secret.
    for (const [role, statements] of statementsByRole()) {
      const secretActions = actionsIn(statements).filter((a) => a.startsWith('secretsmanager:'));
      if (!readerRoles.has(role)) expect(secretActions, role).toEqual([]);
      else
        expect(secretActions.sort(), role).toEqual(['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue']);
    }
    expect(resources('AWS::SecretsManager::ResourcePolicy')).toEqual([]);
  });
});

describe('DynamoDB table', () => {
  it('is built from TABLE: keys, every GSI, stream, PITR, TTL, retained', () => {
    const [, table] = only('AWS::DynamoDB::Table');
    expect(table.DeletionPolicy).toBe('Retain');
    expect(table.Properties).toMatchObject({
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
    });
    expect(table.Properties.GlobalSecondaryIndexes).toEqual(
      TABLE.indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: projectionOf(index),
      })),
    );
    // The upcoming-games indexes carry what lists choose by, not the counts a payment or check-in moves.
    const byCell = table.Properties.GlobalSecondaryIndexes.find(
      (i: { IndexName: string }) => i.IndexName === 'byGeoCell5',
    );
    expect(byCell.Projection.ProjectionType).toBe('INCLUDE');
    expect(byCell.Projection.NonKeyAttributes).toContain('game_datetime');
    expect(byCell.Projection.NonKeyAttributes).not.toContain('current_players');
  });
});

describe('S3', () => {
  it('keeps every bucket private, encrypted and SSL-only', () => {
    const buckets = resources('AWS::S3::Bucket');
    expect(buckets).toHaveLength(4); // logs, uploads, media, web
    for (const [, bucket] of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption).toBeDefined();
    }
    const policies = resources('AWS::S3::BucketPolicy');
    expect(policies).toHaveLength(4);
    for (const [, policy] of policies) {
      expect(policy.Properties.PolicyDocument.Statement).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
    }
    // Every bucket but the log bucket itself writes access logs.
    expect(buckets.filter(([, b]) => b.Properties.LoggingConfiguration)).toHaveLength(3);
  });

  it('expires raw uploads after a day and lets the app origin POST them', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: 1, Status: 'Enabled' })] },
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedMethods: ['POST'] })] },
    });
  });
});

describe('Lambda functions', () => {
  const byDescription = () =>
    new Map(resources('AWS::Lambda::Function').map(([, fn]) => [fn.Properties.Description as string, fn.Properties]));

  it.each(FUNCTIONS.map((fn) => [fn.name, fn] as const))(
    '%s: Node 22 on ARM, bundled ESM, traced, with exactly its env',
    (_, spec) => {
      const fn = byDescription().get(spec.description);
      expect(fn).toBeDefined();
      expect(fn).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: spec.memoryMb ?? DEFAULT_MEMORY_MB,
        Timeout: spec.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
        TracingConfig: { Mode: 'Active' },
        LoggingConfig: { LogGroup: { Ref: expect.any(String) } },
      });
      expect(fn!.Layers).toBeUndefined();
      // What the manifest lists, plus the Powertools settings every function gets, plus the origin
      // header's secret for a function that serves routes.
      expect(Object.keys(fn!.Environment?.Variables ?? {}).sort()).toEqual(
        [
          ...spec.env,
          ...Object.values(OBSERVABILITY_ENV),
          ...(spec.routes?.length ? Object.values(ROUTE_ENV) : []),
        ].sort(),
      );
    },
  );

  it('never grants Scan on the table', () => {
    for (const [, policy] of resources('AWS::IAM::Policy')) {
      const actions = (policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[]).flatMap((s) =>
        [s.Action].flat(),
      );
      expect(actions).not.toContain('dynamodb:Scan');
    }
  });
});

describe('HTTP API', () => {
  it('guards exactly the manifest routes with auth: true by the Cognito JWT authorizer', () => {
    // The authorizer stays with the API; the routes live in the nested ApiRoutes stack (decision
    // 027) and reach the authorizer through a parameter named after it.
    const [authorizerId, authorizer] = only('AWS::ApiGatewayV2::Authorizer');
    expect(authorizer.Properties).toMatchObject({
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Issuer: { 'Fn::GetAtt': [expect.stringMatching(/UserPool/), 'ProviderURL'] },
        Audience: [{ Ref: expect.stringMatching(/WebClient/) }],
      },
    });
    const routes = routesByKey(routesTemplate);
    expect([...routes.keys()].sort()).toEqual(
      httpRoutes()
        .map((r) => `${r.method} ${r.path}`)
        .sort(),
    );
    for (const route of httpRoutes()) {
      const props = routes.get(`${route.method} ${route.path}`)!;
      if (route.auth) {
        // The same scope the local router demands: only access tokens pass, in both runtimes.
        expect(props).toMatchObject({
          AuthorizationType: 'JWT',
          AuthorizerId: { Ref: expect.stringContaining(authorizerId.replace(/[0-9A-F]{8}$/, '')) },
          AuthorizationScopes: [ACCESS_SCOPE],
        });
      } else {
        expect(props.AuthorizerId).toBeUndefined();
        expect(props.AuthorizationScopes).toBeUndefined();
        expect(props.AuthorizationType ?? 'NONE').toBe('NONE');
      }
    }
  });

  it('throttles the default stage and writes access logs', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      // A launch morning's 2,000 joins a second and their reads fit; 100 a second once capped the whole app.
      DefaultRouteSettings: { ThrottlingRateLimit: 5000, ThrottlingBurstLimit: 5000 },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('routeKey') },
    });
  });
});

describe('CloudFront', () => {
  const config = () => only('AWS::CloudFront::Distribution')[1].Properties.DistributionConfig;
  const behaviour = (path: string) =>
    (config().CacheBehaviors as { PathPattern: string }[]).find((b) => b.PathPattern === path) as any;
  const originOf = (b: { TargetOriginId: string }) =>
    (config().Origins as { Id: string }[]).find((o) => o.Id === b.TargetOriginId) as any;

  it('sends /api/* uncached to the HTTP API with every method and header but Host', () => {
    const api = behaviour('/api/*');
    expect(api).toMatchObject({
      CachePolicyId: CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    });
    expect(JSON.stringify(originOf(api).DomainName)).toContain('ApiEndpoint');
  });

  it('serves /media/* and the SPA from private buckets through Origin Access Control', () => {
    for (const b of [behaviour('/media/*'), config().DefaultCacheBehavior]) {
      expect(originOf(b).OriginAccessControlId).toBeDefined();
    }
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 2);
  });

  it('rewrites client-side routes with a viewer-request function instead of error pages', () => {
    const [fnId, fn] = only('AWS::CloudFront::Function');
    expect(fn.Properties.FunctionCode).toBe(spaRewriteSource);
    expect(config().DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [fnId, 'FunctionARN'] } },
    ]);
    // Error responses only set how long a miss is cached; none serves a page instead.
    const errors = (config().CustomErrorResponses ?? []) as { ResponsePagePath?: string; ResponseCode?: number }[];
    expect(errors.filter((r) => r.ResponsePagePath || r.ResponseCode)).toEqual([]);
  });

  it('adds the security headers to every behaviour', () => {
    const [policyId, policy] = only('AWS::CloudFront::ResponseHeadersPolicy');
    const headers = policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(headers.StrictTransportSecurity).toMatchObject({
      AccessControlMaxAgeSec: expect.any(Number),
      IncludeSubdomains: true,
    });
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    expect(headers.FrameOptions).toEqual({ FrameOption: 'DENY', Override: true });
    expect(headers.ReferrerPolicy).toEqual({ ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true });
    const csp = JSON.stringify(headers.ContentSecurityPolicy.ContentSecurityPolicy);
    for (const needed of [
      "default-src 'self'",
      'cognito-idp.',
      'https://checkout.razorpay.com',
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(needed);
    }
    for (const b of [config().DefaultCacheBehavior, ...config().CacheBehaviors]) {
      expect(b.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
    }
  });
});

describe('web deployment', () => {
  it('deploys /config.json that matches the public config schema, pointing at this pool', () => {
    const pages = resources('Custom::CDKBucketDeployment').find(([, d]) => d.Properties.DistributionPaths);
    expect(pages).toBeDefined();
    const { SourceObjectKeys, SourceMarkers } = pages![1].Properties as {
      SourceObjectKeys: string[];
      SourceMarkers: Record<string, unknown>[];
    };
    const configAsset = SourceObjectKeys.map((key) =>
      join(app.outdir, `asset.${key.replace(/\.zip$/, '')}`, 'config.json'),
    ).find(existsSync);
    expect(configAsset).toBeDefined();
    // Deploy-time values are markers until CloudFormation fills them in.
    const text = readFileSync(configAsset!, 'utf8').replace(/<<marker:0xbaba:\d+>>/g, 'deploy-time');
    const config = publicConfigSchema.parse(JSON.parse(text));
    expect(config).toMatchObject({
      stage: 'dev',
      userPoolEndpoint: null,
      oauthDomain: null,
      socialProviders: [],
      razorpayKeyId: null,
    });
    const markers = JSON.stringify(SourceMarkers);
    expect(markers).toMatch(/"Ref":"AuthUserPool\w+"/);
    expect(markers).toMatch(/"Ref":"AuthUserPoolWebClient\w+"/);
  });
});

describe('table stream to the event bus', () => {
  it('feeds only inserted outbox items to the publisher, with retries, bisection and a DLQ', () => {
    const publisher = FUNCTIONS.find((fn) => fn.tableStream)!;
    // The other mappings are queued consumers' SQS queues (launch-day.test.ts).
    const streams = resources('AWS::Lambda::EventSourceMapping').filter(([, m]) =>
      JSON.stringify(m.Properties.EventSourceArn).includes('StreamArn'),
    );
    expect(streams).toHaveLength(1);
    const [[, mapping]] = streams as [[string, any]];
    expect(mapping.Properties).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [expect.any(String), 'StreamArn'] },
      BatchSize: 10,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 5,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [expect.any(String), 'Arn'] } } },
    });
    expect(JSON.stringify(mapping.Properties.FunctionName)).toContain(publisher.name.replace(/-/g, ''));
    const [filter] = mapping.Properties.FilterCriteria.Filters;
    expect(JSON.parse(filter.Pattern)).toEqual({
      eventName: ['INSERT'],
      dynamodb: { NewImage: { type: { S: ['outbox-event'] } } },
    });
    const dlq = mapping.Properties.DestinationConfig.OnFailure.Destination['Fn::GetAtt'][0];
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlq, 'QueueName'] } }],
    });
  });

  it('has the bus the publisher writes to', () => {
    template.hasResourceProperties('AWS::Events::EventBus', { Name: 'yaktiv-dev' });
  });
});

describe('outputs', () => {
  it('names the app, API, user pool, client and table', () => {
    const outputs = Object.keys(template.findOutputs('*'));
    for (const name of ['DistributionUrl', 'ApiUrl', 'UserPoolId', 'UserPoolClientId', 'TableName', 'MagicLinkKeyArn'])
      expect(outputs).toContain(name);
  });

  it('lists the functions that cache the magic-link key, for a manual rotation', () => {
    const readers = template.findOutputs('MagicLinkKeyReaders').MagicLinkKeyReaders.Value['Fn::Join'][1] as {
      Ref: string;
    }[];
    expect(readers.map((r) => r.Ref).sort()).toEqual(
      FUNCTIONS.filter((fn) => fn.readsAuthSecret)
        .map((fn) => functionOf(fn)[0])
        .sort(),
    );
  });
});
