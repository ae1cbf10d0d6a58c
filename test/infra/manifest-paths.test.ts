import { describe, it, expect, beforeAll } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { queuedConcurrency } from '@infra/consumer-queues';
import { EVENT_SOURCE } from '@shared/events';
import { ENV, type FunctionSpec } from '@infra/manifest';
import { buildStack, FAKE_FUNCTIONS, FULL_CONTEXT } from './stack-fixture';

// Paths the real manifest doesn't reach yet (consumers, schedules, triggers, mail, SMS,
// buckets, social sign-in, custom domain), built from a fake manifest and every parameter.
let template: Template;
beforeAll(() => {
  ({ template } = buildStack({ functions: FAKE_FUNCTIONS, context: FULL_CONTEXT }));
});

type Resource = { Properties: Record<string, any> };
const resources = (type: string) => Object.entries(template.findResources(type) as Record<string, Resource>);
const spec = (predicate: (fn: FunctionSpec) => boolean) => FAKE_FUNCTIONS.filter(predicate);
const logicalIdOf = (fn: FunctionSpec) => {
  const [id] = resources('AWS::Lambda::Function').find(([, f]) => f.Properties.Description === fn.description)!;
  return id;
};
const policyOf = (fn: FunctionSpec) => {
  const role = resources('AWS::Lambda::Function').find(([, f]) => f.Properties.Description === fn.description)![1]
    .Properties.Role['Fn::GetAtt'][0];
  const [, policy] = resources('AWS::IAM::Policy').find(([, p]) => p.Properties.Roles[0].Ref === role)!;
  return policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[];
};
const actionsOf = (fn: FunctionSpec) => policyOf(fn).flatMap((s) => [s.Action].flat());

describe('event consumers and schedules', () => {
  it('routes each consumer its detail-types from the bus (a sender through its queue), with a DLQ and retries', () => {
    const consumers = spec((fn) => Boolean(fn.events));
    for (const fn of consumers) {
      template.hasResourceProperties('AWS::Events::Rule', {
        EventBusName: { Ref: Match.stringLikeRegexp('EventsBus') },
        EventPattern: { source: [EVENT_SOURCE], 'detail-type': fn.events!.detailType },
        Targets: [
          Match.objectLike({
            Arn:
              queuedConcurrency(fn) === undefined
                ? { 'Fn::GetAtt': [logicalIdOf(fn), 'Arn'] }
                : { 'Fn::GetAtt': [Match.stringLikeRegexp(`Fn${fn.name.replaceAll('-', '')}EventsQueue`), 'Arn'] },
            DeadLetterConfig: { Arn: Match.anyValue() },
            RetryPolicy: { MaximumRetryAttempts: Match.anyValue(), MaximumEventAgeInSeconds: Match.anyValue() },
          }),
        ],
      });
    }
  });

  it('fires each schedule on the default bus, with its own DLQ', () => {
    for (const fn of spec((f) => Boolean(f.schedule))) {
      template.hasResourceProperties('AWS::Events::Rule', {
        ScheduleExpression: fn.schedule,
        EventBusName: Match.absent(),
        Targets: [
          Match.objectLike({
            Arn: { 'Fn::GetAtt': [logicalIdOf(fn), 'Arn'] },
            DeadLetterConfig: { Arn: Match.anyValue() },
          }),
        ],
      });
    }
  });

  it('gives every async target an encrypted, SSL-only DLQ (also its async-invoke DLQ) and an alarm on it', () => {
    const rules = resources('AWS::Events::Rule');
    expect(rules).toHaveLength(spec((f) => Boolean(f.events)).length + spec((f) => Boolean(f.schedule)).length);
    const dlqs = new Set(rules.map(([, r]) => r.Properties.Targets[0].DeadLetterConfig.Arn['Fn::GetAtt'][0] as string));
    for (const queue of dlqs) {
      expect(template.toJSON().Resources[queue].Properties.SqsManagedSseEnabled).toBe(true);
      template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: queue }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
      template.hasResourceProperties('AWS::CloudWatch::Alarm', {
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queue, 'QueueName'] } }],
      });
    }
    for (const fn of spec((f) => Boolean(f.events || f.schedule))) {
      template.hasResourceProperties('AWS::Lambda::Function', {
        Description: fn.description,
        DeadLetterConfig: { TargetArn: { 'Fn::GetAtt': [Match.anyValue(), 'Arn'] } },
      });
    }
    // One DLQ alarm per async target plus the stream publisher's (operations.test.ts: the others).
    const dlqAlarms = resources('AWS::CloudWatch::Alarm').filter(
      ([, a]) => a.Properties.MetricName === 'ApproximateNumberOfMessagesVisible',
    );
    expect(dlqAlarms).toHaveLength(dlqs.size + 1);
  });
});

describe('Cognito triggers and social sign-in', () => {
  it('wires every manifest trigger into the user pool without passing it the pool ids', () => {
    const [, pool] = resources('AWS::Cognito::UserPool')[0]!;
    const triggers = spec((f) => Boolean(f.cognitoTrigger));
    expect(triggers.length).toBeGreaterThan(0);
    const capitalised = (name: string) => name[0]!.toUpperCase() + name.slice(1);
    for (const fn of triggers) {
      expect(pool.Properties.LambdaConfig[capitalised(fn.cognitoTrigger!)]).toEqual({
        'Fn::GetAtt': [logicalIdOf(fn), 'Arn'],
      });
      template.hasResourceProperties('AWS::Lambda::Permission', {
        FunctionName: { 'Fn::GetAtt': [logicalIdOf(fn), 'Arn'] },
        Principal: 'cognito-idp.amazonaws.com',
      });
    }
  });

  const aTrigger = () => FAKE_FUNCTIONS.find((f) => f.cognitoTrigger)!;

  it('refuses a trigger that asks for its own pool id (a dependency cycle)', () => {
    const bad: FunctionSpec = { ...aTrigger(), env: [ENV.userPoolId] };
    expect(() => buildStack({ functions: [bad] })).toThrow(/Cognito trigger.*USER_POOL_ID/);
    const badClient: FunctionSpec = { ...aTrigger(), env: [ENV.userPoolClientId] };
    expect(() => buildStack({ functions: [badClient] })).toThrow(/Cognito trigger.*USER_POOL_CLIENT_ID/);
  });

  it('refuses a trigger that asks for a grant on its own pool (a dependency cycle)', () => {
    for (const level of ['read', 'admin'] as const) {
      const bad: FunctionSpec = { ...aTrigger(), userPool: level };
      expect(() => buildStack({ functions: [bad] })).toThrow(
        new RegExp(`${bad.name} is a Cognito trigger and asks for userPool: '${level}'`),
      );
    }
  });

  it('refuses a grant whose env name is missing (it would only fail at run time)', () => {
    const base: FunctionSpec = {
      name: 'needs-env',
      entry: 'functions/handlers/http/needs-env.ts',
      description: 'test',
      env: [],
    };
    expect(() => buildStack({ functions: [{ ...base, userPool: 'read' }] })).toThrow(
      /needs-env .*does not list USER_POOL_ID/,
    );
    expect(() => buildStack({ functions: [{ ...base, readsAuthSecret: true }] })).toThrow(
      /needs-env .*does not list AUTH_SECRET_ARN/,
    );
  });

  it('adds Google, Facebook and Apple with secrets from Secrets Manager, and managed login', () => {
    for (const [type, secret] of [
      ['Google', 'yaktiv/google'],
      ['Facebook', 'yaktiv/facebook'],
      ['SignInWithApple', 'yaktiv/apple'],
    ] as const) {
      const [, idp] = resources('AWS::Cognito::UserPoolIdentityProvider').find(
        ([, p]) => p.Properties.ProviderType === type,
      )!;
      expect(JSON.stringify(idp.Properties.ProviderDetails)).toContain(
        `{{resolve:secretsmanager:${secret}:SecretString:::}}`,
      );
    }
    template.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'yaktiv-prod', ManagedLoginVersion: 2 });
    template.resourceCountIs('AWS::Cognito::ManagedLoginBranding', 1);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AllowedOAuthFlows: ['code'],
      CallbackURLs: ['https://yaktiv.example.com/auth/callback'],
      // The API's JWT authorizer requires aws.cognito.signin.user.admin on access tokens.
      AllowedOAuthScopes: Match.arrayWith(['openid', 'email', 'profile', 'aws.cognito.signin.user.admin']),
      ExplicitAuthFlows: Match.arrayEquals([
        'ALLOW_USER_PASSWORD_AUTH',
        'ALLOW_CUSTOM_AUTH',
        'ALLOW_REFRESH_TOKEN_AUTH',
      ]),
      PreventUserExistenceErrors: 'ENABLED',
      SupportedIdentityProviders: Match.arrayWith(['COGNITO', 'Google', 'Facebook', 'SignInWithApple']),
    });
  });

  it('lets the CSP reach the managed-login domain for the token exchange', () => {
    const [, policy] = resources('AWS::CloudFront::ResponseHeadersPolicy')[0]!;
    const csp = JSON.stringify(
      policy.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy,
    );
    expect(csp).toContain('yaktiv-prod.auth.');
  });

  it('sends Cognito mail through SES from the configured sender', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      EmailConfiguration: Match.objectLike({
        EmailSendingAccount: 'DEVELOPER',
        From: 'Yaktiv <no-reply@yaktiv.example.com>',
      }),
    });
  });
});

describe('custom domain', () => {
  it('serves the distribution on the domain with its certificate and modern TLS', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['yaktiv.example.com'],
        ViewerCertificate: Match.objectLike({
          AcmCertificateArn: FULL_CONTEXT.certificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
        }),
      }),
    });
  });
});

describe('grants follow the manifest', () => {
  it('maps each env name to its resource', () => {
    const env = (fn: FunctionSpec) =>
      resources('AWS::Lambda::Function').find(([, f]) => f.Properties.Description === fn.description)![1].Properties
        .Environment.Variables;
    const upload = env(FAKE_FUNCTIONS.find((f) => f.name === 'create-upload')!);
    expect(upload[ENV.uploadsBucket]).toEqual({ Ref: expect.stringMatching(/StorageUploads/) });
    expect(upload[ENV.userPoolId]).toEqual({ Ref: expect.stringMatching(/AuthUserPool/) });
    expect(upload[ENV.userPoolClientId]).toEqual({ Ref: expect.stringMatching(/WebClient/) });
    const mailer = env(FAKE_FUNCTIONS.find((f) => f.name === 'create-auth-challenge')!);
    expect(mailer[ENV.appUrl]).toBe('https://yaktiv.example.com');
    expect(mailer[ENV.emailFrom]).toBe(FULL_CONTEXT.sesSender);
    expect(mailer[ENV.stage]).toBe('prod');
    expect(env(FAKE_FUNCTIONS.find((f) => f.name === 'expire-games')!)[ENV.eventBusName]).toEqual({
      Ref: expect.stringMatching(/EventsBus/),
    });
  });

  it('grants SES, SNS, PutEvents and bucket access only where declared', () => {
    for (const fn of FAKE_FUNCTIONS) {
      const actions = actionsOf(fn);
      expect(actions.includes('ses:SendEmail'), fn.name).toBe(Boolean(fn.sendsEmail));
      expect(actions.includes('sns:Publish'), fn.name).toBe(Boolean(fn.sendsSms));
      expect(actions.includes('events:PutEvents'), fn.name).toBe(Boolean(fn.publishesEvents));
      expect(actions.includes('dynamodb:PutItem'), fn.name).toBe(fn.table === 'readwrite');
      expect(actions.includes('dynamodb:GetItem'), fn.name).toBe(Boolean(fn.table));
      expect(
        actions.some((a) => a.startsWith('s3:PutObject')),
        fn.name,
      ).toBe(Object.values(fn.buckets ?? {}).includes('readwrite'));
    }
    const ses = policyOf(FAKE_FUNCTIONS.find((f) => f.sendsEmail)!).find((s) =>
      [s.Action].flat().includes('ses:SendEmail'),
    )!;
    expect(JSON.stringify(ses.Resource)).toContain('identity/yaktiv.example.com');
  });

  it('uses the manifest memory and timeout when given', () => {
    const big = FAKE_FUNCTIONS.find((f) => f.memoryMb)!;
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: big.description,
      MemorySize: big.memoryMb,
      Timeout: big.timeoutSeconds,
    });
  });
});
