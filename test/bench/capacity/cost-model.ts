// The monthly AWS bill for a number of active players, from what the capacity bench measured per
// operation (units, consumer invocations, answer sizes) and how often a player does each thing.
// Pure: figures in, lines out; docs/cost.md shows the table the bench prints and these assumptions.
//
// Prices are AWS list prices for ap-south-1 (Mumbai) as of late 2025, before free tiers; check the
// pricing pages before relying on a line. SMS to India depends on the operator and DLT route.
export const PRICES = {
  dynamoReadPerMillion: 0.1425,
  dynamoWritePerMillion: 0.7125,
  dynamoStoragePerGb: 0.285,
  dynamoBackupPerGb: 0.228,
  lambdaPerMillion: 0.2,
  lambdaPerGbSecond: 0.0000133334,
  httpApiPerMillion: 1.0,
  cloudFrontPerGb: 0.17,
  cloudFrontPer10kHttps: 0.012,
  s3PerGb: 0.025,
  cognitoPlusPerMau: 0.02,
  cognitoEssentialsPerMau: 0.015,
  cognitoEssentialsFreeMau: 10_000,
  sesPerThousand: 0.1,
  smsIndiaPerMessage: 0.0028,
  wafPerAcl: 5,
  wafPerRule: 1,
  wafPerMillion: 0.6,
  eventBridgePerMillion: 1.0,
  sqsPerMillion: 0.4,
  logsPerGbIngested: 0.67,
  metricPerMonth: 0.3,
  alarmPerMonth: 0.1,
  dashboardPerMonth: 3,
} as const;

/** What one operation costs, as the capacity bench measured it (consumers included). */
export interface MeasuredOperation {
  name: string;
  readUnits: number;
  writeUnits: number;
  /** Event consumer invocations it sets off (each behind a queue: send, receive, delete). */
  consumerInvocations: number;
  events: number;
  answerBytes: number;
}

export interface Usage {
  /** Times an active player does the operation in a month (hosts' operations spread over all players). */
  perPlayer: Record<string, number>;
  /** Requests the bench doesn't drive (profile, my requests, uploads…): count, units each, answer bytes. */
  other: { perPlayer: number; readUnits: number; writeUnits: number; answerBytes: number };
  lambdaAverageMs: number;
  lambdaMemoryGb: number;
  storageKbPerPlayer: number;
  emailsPerPlayer: number;
  smsPerPlayer: number;
  /** Static files (first load, then cached) per player per month, bytes and requests. */
  webBytesPerPlayer: number;
  webRequestsPerPlayer: number;
  logBytesPerInvocation: number;
  wafRules: number;
  metrics: number;
  alarms: number;
  dashboards: number;
  cognito: 'plus' | 'essentials';
}

export const LAUNCH_USAGE: Usage = {
  perPlayer: {
    // A quarter of the reads of a kept page find it stale and rebuild it (fewer as traffic grows).
    'discover 5 km': 18,
    'discover 5 km (page rebuilt)': 6,
    'discover 50 km': 4.5,
    'discover 50 km (page rebuilt)': 1.5,
    // Featured has no kept page (decision 047): every read merges the national list's parts.
    featured: 12,
    search: 6,
    'game page': 20,
    // Each game page also asks who is going, and (signed in, most views) the viewer's own request.
    'who is going': 20,
    // A list's cards (every discover and featured view) ask who is going, once per list.
    'who is going (cards)': 42,
    'my request': 16,
    notifications: 15,
    join: 2,
    'decision: accept': 1.2,
    'decision: waitlist': 0.2,
    'decision: reject': 0.3,
    'pay (order + checkout + verify)': 0.6,
    withdraw: 0.1,
    nudge: 0.2,
    'check-in': 0.8,
    // One in ten players hosts: 4 games, 2 edits, 0.4 cancellations, 10 dashboards, 1 analytics a month.
    'game create': 0.4,
    'game edit': 0.2,
    'game cancel': 0.04,
    'host dashboard': 1,
    'host analytics': 0.1,
    'community list': 2,
    'community page': 3,
    'community join': 0.2,
    'community review': 0.05,
    // A tenth of the month's active players are new.
    'sign-up (player)': 0.1,
  },
  other: { perPlayer: 30, readUnits: 1, writeUnits: 0.2, answerBytes: 1500 },
  lambdaAverageMs: 60,
  lambdaMemoryGb: 0.25,
  storageKbPerPlayer: 60,
  emailsPerPlayer: 5,
  smsPerPlayer: 0.4,
  webBytesPerPlayer: 400_000,
  webRequestsPerPlayer: 60,
  logBytesPerInvocation: 1200,
  wafRules: 6,
  metrics: 10,
  alarms: 54,
  dashboards: 1,
  cognito: 'plus',
};

export interface CostLine {
  service: string;
  usage: string;
  dollars: number;
}

const millions = (n: number) => (n >= 1e6 ? `${(n / 1e6).toFixed(1)} M` : `${Math.round(n / 1e3)}k`);

export function monthlyCost(players: number, operations: MeasuredOperation[], usage: Usage = LAUNCH_USAGE): CostLine[] {
  let apiRequests = usage.other.perPlayer * players;
  let reads = usage.other.perPlayer * usage.other.readUnits * players;
  let writes = usage.other.perPlayer * usage.other.writeUnits * players;
  let consumerInvocations = 0;
  let events = 0;
  let answerBytes = usage.other.perPlayer * usage.other.answerBytes * players;
  for (const [name, perPlayer] of Object.entries(usage.perPlayer)) {
    const operation = operations.find((o) => o.name === name);
    if (!operation) throw new Error(`no measurement for "${name}"`);
    const count = perPlayer * players;
    apiRequests += count;
    reads += operation.readUnits * count;
    writes += operation.writeUnits * count;
    consumerInvocations += operation.consumerInvocations * count;
    events += operation.events * count;
    answerBytes += operation.answerBytes * count;
  }
  // The two schedules (every 5 and 15 minutes) run whatever the number of players.
  const invocations = apiRequests + consumerInvocations + 8_640 + 2_880;
  const storageGb = (usage.storageKbPerPlayer * players) / 1024 / 1024;
  const gigabytesOut = (answerBytes + usage.webBytesPerPlayer * players) / 1e9;
  const edgeRequests = apiRequests + usage.webRequestsPerPlayer * players;
  const cognito =
    usage.cognito === 'plus'
      ? players * PRICES.cognitoPlusPerMau
      : Math.max(0, players - PRICES.cognitoEssentialsFreeMau) * PRICES.cognitoEssentialsPerMau;
  const gbSeconds = (invocations * usage.lambdaAverageMs * usage.lambdaMemoryGb) / 1000;
  const lines: CostLine[] = [
    {
      service: 'DynamoDB reads (on-demand)',
      usage: `${millions(reads)} RRU`,
      dollars: (reads / 1e6) * PRICES.dynamoReadPerMillion,
    },
    {
      service: 'DynamoDB writes (on-demand)',
      usage: `${millions(writes)} WRU`,
      dollars: (writes / 1e6) * PRICES.dynamoWritePerMillion,
    },
    {
      service: 'DynamoDB storage + PITR',
      usage: `${storageGb.toFixed(1)} GB`,
      dollars: storageGb * (PRICES.dynamoStoragePerGb + PRICES.dynamoBackupPerGb),
    },
    {
      service: 'Lambda (arm64)',
      usage: `${millions(invocations)} invocations, ${millions(gbSeconds)} GB-s`,
      dollars: (invocations / 1e6) * PRICES.lambdaPerMillion + gbSeconds * PRICES.lambdaPerGbSecond,
    },
    {
      service: 'API Gateway HTTP API',
      usage: `${millions(apiRequests)} requests`,
      dollars: (apiRequests / 1e6) * PRICES.httpApiPerMillion,
    },
    {
      service: 'CloudFront (India)',
      usage: `${gigabytesOut.toFixed(0)} GB, ${millions(edgeRequests)} requests`,
      dollars: gigabytesOut * PRICES.cloudFrontPerGb + (edgeRequests / 1e4) * PRICES.cloudFrontPer10kHttps,
    },
    {
      service: 'S3 (web, media)',
      usage: `${(5 + storageGb).toFixed(0)} GB`,
      dollars: (5 + storageGb) * PRICES.s3PerGb,
    },
    {
      service: `Cognito (${usage.cognito === 'plus' ? 'Plus' : 'Essentials'})`,
      usage: `${millions(players)} MAU`,
      dollars: cognito,
    },
    {
      service: 'SES e-mail',
      usage: `${millions(usage.emailsPerPlayer * players)} e-mails`,
      dollars: ((usage.emailsPerPlayer * players) / 1000) * PRICES.sesPerThousand,
    },
    {
      service: 'SMS to India',
      usage: `${millions(usage.smsPerPlayer * players)} messages`,
      dollars: usage.smsPerPlayer * players * PRICES.smsIndiaPerMessage,
    },
    {
      service: 'WAF',
      usage: `1 ACL, ${usage.wafRules} rules, ${millions(edgeRequests)} requests`,
      dollars: PRICES.wafPerAcl + usage.wafRules * PRICES.wafPerRule + (edgeRequests / 1e6) * PRICES.wafPerMillion,
    },
    {
      service: 'EventBridge',
      usage: `${millions(events)} events`,
      dollars: (events / 1e6) * PRICES.eventBridgePerMillion,
    },
    {
      service: 'SQS (consumer queues)',
      usage: `${millions(consumerInvocations * 3)} requests`,
      dollars: ((consumerInvocations * 3) / 1e6) * PRICES.sqsPerMillion,
    },
    {
      service: 'CloudWatch (logs, metrics, alarms, dashboard)',
      usage: `${((invocations * usage.logBytesPerInvocation) / 1e9).toFixed(0)} GB logs`,
      dollars:
        ((invocations * usage.logBytesPerInvocation) / 1e9) * PRICES.logsPerGbIngested +
        usage.metrics * PRICES.metricPerMonth +
        usage.alarms * PRICES.alarmPerMonth +
        usage.dashboards * PRICES.dashboardPerMonth,
    },
  ];
  return lines;
}

export const totalDollars = (lines: CostLine[]) => lines.reduce((sum, line) => sum + line.dollars, 0);

export function printCostSheet(operations: MeasuredOperation[], tiers = [10_000, 100_000, 1_000_000]) {
  const sheets = tiers.map((players) => monthlyCost(players, operations));
  console.log('\nMonthly AWS cost, list prices ap-south-1, no free tiers (docs/cost.md explains the assumptions)');
  console.log('service'.padEnd(46), ...tiers.map((t) => `${millions(t)} players`.padStart(16)));
  sheets[0]!.forEach((line, i) => {
    console.log(line.service.padEnd(46), ...sheets.map((sheet) => `$${sheet[i]!.dollars.toFixed(0)}`.padStart(16)));
  });
  console.log('total'.padEnd(46), ...sheets.map((sheet) => `$${totalDollars(sheet).toFixed(0)}`.padStart(16)));
  console.log('usage at the largest tier:');
  for (const line of sheets.at(-1)!) console.log(`  ${line.service}: ${line.usage}`);
}
