import { describe, expect, it } from 'vitest';
import { Match } from 'aws-cdk-lib/assertions';
import { OBSERVABILITY_ENV } from '@functions/platform/env-names';
import { BUSINESS_METRICS } from '@functions/platform/observability/metrics-port';
import { FUNCTIONS } from '@infra/manifest';
import { isAsyncTarget } from '@infra/constructs/manifest-function';
import { SMS_BUDGET_ALARM_PER_5_MINUTES } from '@infra/constructs/operations';
import { LIMITS } from '@shared/constants';
import { buildStack } from './stack-fixture';

// Operations in the stack: one dashboard, every alarm on one SNS topic (e-mail when
// alarmEmail is set), X-Ray on the HTTP path, Powertools settings on every function, and the map
// the redrive script reads.
const { template } = buildStack();
const withEmail = buildStack({ context: { alarmEmail: 'ops@yaktiv.example.com' } }).template;
const resources = (type: string) => Object.entries(template.findResources(type)) as [string, any][];
const topicId = () => resources('AWS::SNS::Topic')[0]![0];

describe('alarms', () => {
  it('have one topic, SSL only, that every alarm notifies', () => {
    expect(resources('AWS::SNS::Topic')).toHaveLength(1);
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      Topics: [{ Ref: topicId() }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    const alarms = resources('AWS::CloudWatch::Alarm');
    expect(alarms.length).toBeGreaterThan(1);
    for (const [id, alarm] of alarms) expect(alarm.Properties.AlarmActions, id).toEqual([{ Ref: topicId() }]);
  });

  it('watch the API 5xx rate, every function’s errors, and every dead-letter queue', () => {
    const alarms = resources('AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    const rate = alarms.find((a) => a.Metrics?.some((m: any) => /errors \/ requests/.test(m.Expression ?? '')));
    expect(rate).toBeDefined();
    expect(
      rate!.Metrics.map((m: any) => m.MetricStat?.Metric.MetricName)
        .filter(Boolean)
        .sort(),
    ).toEqual(['5xx', 'Count']);
    // Every function's Errors metric is in exactly one alarm (grouped ≤ 10 per metric-math alarm).
    const watched = alarms
      .flatMap((a) => (a.Metrics ?? []).map((m: any) => m.MetricStat?.Metric))
      .filter((m: any) => m?.MetricName === 'Errors' && m.Namespace === 'AWS/Lambda')
      .map((m: any) => JSON.stringify(m.Dimensions));
    expect(watched).toHaveLength(FUNCTIONS.length);
    expect(new Set(watched).size).toBe(FUNCTIONS.length);
    for (const a of alarms.filter((x) => x.Metrics?.some((m: any) => m.MetricStat?.Metric.MetricName === 'Errors'))) {
      expect(a.Metrics.filter((m: any) => m.MetricStat).length).toBeLessThanOrEqual(10);
    }
    const dlqAlarms = alarms.filter((a) => a.MetricName === 'ApproximateNumberOfMessagesVisible');
    const asyncTargets = FUNCTIONS.filter(isAsyncTarget).length;
    expect(dlqAlarms).toHaveLength(asyncTargets + 1); // + the stream publisher's
  });

  it('watch the SMS budget: half its hourly pace in 5 minutes, or any code it refused, before it stops real people', () => {
    const alarms = resources('AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    const sms = alarms.find((a) => a.Metrics?.some((m: any) => m.MetricStat?.Metric.MetricName === 'SmsCodesSent'));
    expect(sms).toBeDefined();
    expect(sms!.Threshold).toBe(SMS_BUDGET_ALARM_PER_5_MINUTES);
    expect(SMS_BUDGET_ALARM_PER_5_MINUTES * 12).toBeLessThanOrEqual(LIMITS.smsCodesPerAppPerHour / 2 + 12);
    expect(
      sms!.Metrics.map((m: any) => m.MetricStat?.Metric.MetricName)
        .filter(Boolean)
        .sort(),
    ).toEqual(['SmsBudgetRefusals', 'SmsCodesSent']);
    expect(sms!.Metrics.find((m: any) => m.Expression).Expression).toBe(
      `sent + ${SMS_BUDGET_ALARM_PER_5_MINUTES} * refused`,
    );
  });

  it('e-mail the operator only when alarmEmail is set', () => {
    template.resourceCountIs('AWS::SNS::Subscription', 0);
    withEmail.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@yaktiv.example.com',
    });
    expect(() => buildStack({ context: { alarmEmail: 'not an address' } })).toThrow(/alarmEmail/);
  });
});

describe('dashboard', () => {
  // The body is JSON inside a CloudFormation join; without the escapes it reads as written.
  const body = () =>
    JSON.stringify(resources('AWS::CloudWatch::Dashboard')[0]![1].Properties.DashboardBody).replace(/\\/g, '');

  it('exists, named after the stage', () => {
    template.hasResourceProperties('AWS::CloudWatch::Dashboard', { DashboardName: 'yaktiv-dev' });
  });

  it('shows the API’s 4xx, 5xx and latency, Lambda errors, throttles and duration, DLQ depths and dead letters', () => {
    for (const metric of [
      '"4xx"',
      '"5xx"',
      '"Latency"',
      '"Errors"',
      '"Throttles"',
      '"Duration"',
      'ApproximateNumberOfMessagesVisible',
      'NumberOfMessagesSent',
    ]) {
      expect(body(), metric).toContain(metric);
    }
  });

  it('shows every business metric from the namespace the functions write to, and dead letters in total', () => {
    for (const name of BUSINESS_METRICS) expect(body(), name).toContain(`"Yaktiv/dev","${name}","service","yaktiv"`);
    // Dead-letter queues only: a consumer's own queue (with a redrive policy) is not one.
    const dlqs = resources('AWS::SQS::Queue').filter(([, queue]) => !queue.Properties.RedrivePolicy).length;
    expect(body()).toContain(
      `"label":"DeadLetters","expression":"${Array.from({ length: dlqs }, (_, i) => `dlq${i}`).join(' + ')}"`,
    );
  });
});

describe('functions', () => {
  it('all have X-Ray active tracing, the HTTP path included, and the Powertools settings', () => {
    const lambdas = resources('AWS::Lambda::Function').filter(([, f]) =>
      FUNCTIONS.some((spec) => spec.description === f.Properties.Description),
    );
    expect(lambdas).toHaveLength(FUNCTIONS.length);
    for (const [id, fn] of lambdas) {
      expect(fn.Properties.TracingConfig, id).toEqual({ Mode: 'Active' });
      expect(fn.Properties.Environment.Variables[OBSERVABILITY_ENV.serviceName], id).toBe('yaktiv');
      expect(fn.Properties.Environment.Variables[OBSERVABILITY_ENV.metricsNamespace], id).toBe('Yaktiv/dev');
    }
    expect(FUNCTIONS.filter((f) => f.routes?.length).length).toBeGreaterThan(0);
  });

  it('lists every dead-letter queue and where it redrives to, for scripts/redrive.ts', () => {
    const output = JSON.stringify(template.toJSON().Outputs.DeadLetterQueues.Value);
    for (const fn of FUNCTIONS.filter((f) => f.events || f.schedule || f.s3Uploads || f.tableStream))
      expect(output, fn.name).toContain(`\\"${fn.name}`);
    expect(output).toContain('-stream\\":{\\"queueUrl');
  });
});
