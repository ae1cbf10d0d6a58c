import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { LIMITS } from '@shared/constants';
import { SERVICE_NAME } from '@functions/platform/observability/observability';
import { BUSINESS_METRICS, type BusinessMetric } from '@functions/platform/observability/metrics-port';
import type { DeadLetterQueue } from './dead-letter-queue';
import type { ManifestFunction } from './manifest-function';

/** Where functions/platform/observability/business-metrics.ts puts the business counts (POWERTOOLS_METRICS_NAMESPACE). */
export const metricsNamespace = (stage: string) => `Yaktiv/${stage}`;

const FIVE_MINUTES = Duration.minutes(5);
/** API 5xx above this share of requests over 5 minutes, twice in a row, wakes someone. */
export const API_5XX_PERCENT = 2;
/** Below this many requests in 5 minutes a rate says little (one failure of three is not an outage). */
const API_MIN_REQUESTS = 20;

export interface OperationsProps {
  stage: string;
  api: HttpApi;
  functions: ManifestFunction[];
  deadLetters: DeadLetterQueue[];
  alarmEmail?: string;
}

// How an operator sees the app (docs/runbook.md): one dashboard, and alarms that all notify one
// SNS topic (e-mail when alarmEmail is set). The DLQ alarms come from DeadLetterQueue; this adds
// the API's 5xx rate and every function's errors (in groups), and wires every alarm to the topic.
export class Operations extends Construct {
  readonly topic: Topic;
  readonly dashboard: Dashboard;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: OperationsProps) {
    super(scope, id);
    // Unencrypted on purpose: notifications carry alarm names and metric values, no personal data,
    // and CloudWatch can only publish to an encrypted topic through a customer-managed KMS key.
    this.topic = new Topic(this, 'Alarms', { displayName: `Yaktiv ${props.stage} alarms`, enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    const api5xxRate = new MathExpression({
      expression: `IF(requests >= ${API_MIN_REQUESTS}, 100 * errors / requests, 0)`,
      usingMetrics: {
        errors: props.api.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' }),
        requests: props.api.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' }),
      },
      label: 'API 5xx %',
      period: FIVE_MINUTES,
    });
    this.alarms.push(
      new Alarm(this, 'Api5xxRate', {
        alarmDescription: `More than ${API_5XX_PERCENT}% of API requests answered 5xx for 10 minutes`,
        metric: api5xxRate,
        threshold: API_5XX_PERCENT,
        evaluationPeriods: 2,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
    // One alarm per group of functions rather than one each: CloudFormation stops at 500 resources
    // per stack and an alarm per function took ~60 of them. A metric-math alarm takes at most 10
    // metrics, so the groups are tens of functions; the description names every one of them.
    errorGroups(props.functions).forEach((group, index) => {
      const names = group.map((fn) => fn.spec.name);
      this.alarms.push(
        new Alarm(this, `FunctionErrors${index + 1}`, {
          alarmDescription: `A Lambda error (an unhandled throw, a timeout or a crash) in one of: ${names.join(', ')}. The dashboard's 'Lambda errors' graph shows which.`,
          metric: new MathExpression({
            expression: `SUM([${group.map((_, i) => `e${i}`).join(', ')}])`,
            usingMetrics: Object.fromEntries(
              group.map((fn, i) => [`e${i}`, fn.fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' })]),
            ),
            label: `Errors in ${names.length} functions`,
            period: FIVE_MINUTES,
          }),
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
      );
    });
    this.alarms.push(smsBudgetAlarm(this, props.stage));
    const notify = new SnsAction(this.topic);
    for (const alarm of [...this.alarms, ...props.deadLetters.map((dlq) => dlq.alarm)]) {
      alarm.addAlarmAction(notify);
      alarm.addOkAction(notify);
    }

    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: `yaktiv-${props.stage}`,
      defaultInterval: Duration.hours(24),
    });
    this.dashboard.addWidgets(...apiWidgets(props.api, api5xxRate));
    this.dashboard.addWidgets(...lambdaWidgets(props.functions));
    this.dashboard.addWidgets(...deadLetterWidgets(props.deadLetters));
    this.dashboard.addWidgets(...businessWidgets(props.stage, props.deadLetters));
  }
}

/**
 * Codes texted in 5 minutes that, kept up for the hour, would spend half the app's hourly SMS budget.
 * Reached well before the budget stops anyone; a code the budget refused counts as reaching it too.
 */
export const SMS_BUDGET_ALARM_PER_5_MINUTES = Math.ceil(LIMITS.smsCodesPerAppPerHour / 12 / 2);

function smsBudgetAlarm(scope: Construct, stage: string): Alarm {
  return new Alarm(scope, 'SmsBudgetPace', {
    alarmDescription: `Sign-in codes are being texted at half the hourly SMS budget's pace (${SMS_BUDGET_ALARM_PER_5_MINUTES} in 5 minutes, budget ${LIMITS.smsCodesPerAppPerHour} an hour), or the budget already refused one. SMS pumping or a launch-day peak: see docs/runbook.md.`,
    metric: new MathExpression({
      expression: `sent + ${SMS_BUDGET_ALARM_PER_5_MINUTES} * refused`,
      usingMetrics: {
        sent: businessMetric(stage, 'SmsCodesSent', FIVE_MINUTES),
        refused: businessMetric(stage, 'SmsBudgetRefusals', FIVE_MINUTES),
      },
      label: 'SMS codes against the budget',
      period: FIVE_MINUTES,
    }),
    threshold: SMS_BUDGET_ALARM_PER_5_MINUTES,
    evaluationPeriods: 1,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
  });
}

/** CloudWatch lets a metric-math alarm use at most 10 metrics. */
export const ERRORS_PER_ALARM = 10;

export function errorGroups<T>(functions: T[]): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < functions.length; i += ERRORS_PER_ALARM) groups.push(functions.slice(i, i + ERRORS_PER_ALARM));
  return groups;
}

const graph = (title: string, left: IMetric[], width = 8) => new GraphWidget({ title, left, width, height: 6 });

function apiWidgets(api: HttpApi, rate: MathExpression) {
  return [
    graph('API requests, 4xx, 5xx (per 5 min)', [
      api.metricCount({ period: FIVE_MINUTES, statistic: 'Sum', label: 'requests' }),
      api.metricClientError({ period: FIVE_MINUTES, statistic: 'Sum', label: '4xx' }),
      api.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum', label: '5xx' }),
    ]),
    graph(`API 5xx % (alarm above ${API_5XX_PERCENT})`, [rate]),
    graph(
      'API latency (ms)',
      ['p50', 'p90', 'p99'].map((statistic) =>
        api.metricLatency({ period: FIVE_MINUTES, statistic, label: statistic }),
      ),
    ),
  ];
}

function lambdaWidgets(functions: ManifestFunction[]) {
  const each = (metric: (fn: ManifestFunction) => IMetric) => functions.map(metric);
  return [
    graph(
      'Lambda errors',
      each((fn) => fn.fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum', label: fn.spec.name })),
    ),
    graph(
      'Lambda throttles',
      each((fn) => fn.fn.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum', label: fn.spec.name })),
    ),
    graph(
      'Lambda duration p99 (ms)',
      each((fn) => fn.fn.metricDuration({ period: FIVE_MINUTES, statistic: 'p99', label: fn.spec.name })),
    ),
  ];
}

function deadLetterWidgets(deadLetters: DeadLetterQueue[]) {
  return [
    graph(
      'Dead-letter queue depth (npm run redrive -- <function>)',
      deadLetters.map((dlq) =>
        dlq.queue.metricApproximateNumberOfMessagesVisible({
          period: FIVE_MINUTES,
          statistic: 'Maximum',
          label: dlq.description,
        }),
      ),
      12,
    ),
    graph(
      'Dead letters (messages that arrived, per 5 min)',
      deadLetters.map((dlq) =>
        dlq.queue.metricNumberOfMessagesSent({ period: FIVE_MINUTES, statistic: 'Sum', label: dlq.description }),
      ),
      12,
    ),
  ];
}

export const businessMetric = (stage: string, name: BusinessMetric, period = Duration.hours(1)) =>
  new Metric({
    namespace: metricsNamespace(stage),
    metricName: name,
    dimensionsMap: { service: SERVICE_NAME },
    statistic: 'Sum',
    period,
    label: name,
  });

/** Everything that landed in any dead-letter queue: SQS counts each send by Lambda, EventBridge or the stream mapping. */
function deadLettersTotal(deadLetters: DeadLetterQueue[]): IMetric {
  const usingMetrics = Object.fromEntries(
    deadLetters.map((dlq, i) => [
      `dlq${i}`,
      dlq.queue.metricNumberOfMessagesSent({ period: Duration.hours(1), statistic: 'Sum' }),
    ]),
  );
  return new MathExpression({
    expression: Object.keys(usingMetrics).join(' + ') || '0',
    usingMetrics,
    label: 'DeadLetters',
    period: Duration.hours(1),
  });
}

function businessWidgets(stage: string, deadLetters: DeadLetterQueue[]) {
  // Grouped by name, so a metric added to the port shows up without touching this.
  const of = (prefix: string) =>
    BUSINESS_METRICS.filter((name) => name.startsWith(prefix)).map((name) => businessMetric(stage, name));
  return [
    new TextWidget({ markdown: `### Business (per hour, namespace ${metricsNamespace(stage)})`, width: 24, height: 1 }),
    graph('Join requests and decisions', of('Join'), 6),
    graph('Payments', of('Payments'), 6),
    graph('Refunds', of('Refunds'), 6),
    graph('Dead letters (all queues)', [deadLettersTotal(deadLetters)], 6),
    graph('Kept copies not written (best effort)', of('Cache'), 6),
    graph('Sign-in codes texted and refused by the SMS budget', of('Sms'), 6),
  ];
}
