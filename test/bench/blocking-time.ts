import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';

// Blocking time measured on CPU time rather than on the clock. Lighthouse multiplies the time it
// observes on the main thread, so on a shared, loaded machine its Total Blocking Time measures the
// load as much as the page. Here each main-thread task after the first contentful paint counts by
// the CPU time its thread spent (a trace's thread duration), times the same 4× slowdown Lighthouse
// simulates for a phone; blocking is what each task has beyond 50 ms. Numbers, never assertions.
//   BLOCKING_BASELINE=/tmp/dist-before npx tsx test/bench/blocking-time.ts
// compares a copy of an earlier web/dist with web/dist (or the copy BLOCKING_SITE names), alternating
// runs (BLOCKING_RUNS, 5);
// BLOCKING_PATH picks the page (/discover). Prints the long tasks and what filled them.
const SLOWDOWN = 4;
const RUNS = Number(process.env.BLOCKING_RUNS ?? 5);
const PATH = process.env.BLOCKING_PATH ?? '/discover';
const WATCHED = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame']);
const WATCHED_RENDERING = new Set(['Layout', 'UpdateLayoutTree', 'Paint', 'ParseHTML', 'MinorGC', 'MajorGC']);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string } };
}

interface Visit {
  blockingMs: number;
  longestMs: number;
  cards: number;
  longTasks: string[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const thread = (event: TraceEvent) => `${event.pid}:${event.tid}`;

/** What a long task did: its largest kinds of work, by CPU time at the simulated slowdown. */
function describe(task: TraceEvent, events: TraceEvent[]): string {
  const end = task.ts + (task.dur ?? 0);
  const parts = new Map<string, number>();
  for (const event of events) {
    if (event === task || event.ts < task.ts || event.ts >= end) continue;
    if (!WATCHED.has(event.name) && !WATCHED_RENDERING.has(event.name)) continue;
    const url = event.args?.data?.url?.split('/').pop();
    const key = url ? `${event.name} ${url}` : event.name;
    parts.set(key, (parts.get(key) ?? 0) + ((event.tdur ?? event.dur ?? 0) * SLOWDOWN) / 1000);
  }
  return [...parts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
    .join(', ');
}

function blockingOf(events: TraceEvent[]): Omit<Visit, 'cards'> {
  const names = new Map(events.filter((e) => e.name === 'thread_name').map((e) => [thread(e), e.args?.name]));
  const counts = new Map<string, number>();
  for (const event of events)
    if (names.get(thread(event)) === 'CrRendererMain') counts.set(thread(event), (counts.get(thread(event)) ?? 0) + 1);
  const main = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events.filter((event) => thread(event) === main && event.ph === 'X');
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && thread(event) === main)?.ts ?? 0;
  let blockingMs = 0;
  let longestMs = 0;
  const longTasks: string[] = [];
  for (const task of onMain) {
    if (task.name !== 'RunTask' || task.tdur === undefined || task.ts < fcp) continue;
    const ms = (task.tdur * SLOWDOWN) / 1000;
    longestMs = Math.max(longestMs, ms);
    if (ms <= 50) continue;
    blockingMs += ms - 50;
    longTasks.push(`${ms.toFixed(0)} ms: ${describe(task, onMain)}`);
  }
  return { blockingMs, longestMs, longTasks };
}

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (message) => events.push(...(message.value as unknown as TraceEvent[])));
    const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,loading,v8.execute',
      transferMode: 'ReportEvents',
    });
    await page.goto(url, { waitUntil: 'load' });
    // Discover's list is whole once it is no longer busy; other pages just get time to settle.
    await page
      .locator('ul.game-grid[aria-busy="false"]')
      .waitFor({ timeout: 20_000 })
      .catch(() => undefined);
    await page.waitForTimeout(3000);
    const cards = await page.locator('article.game-card').count();
    await cdp.send('Tracing.end');
    await complete;
    return { ...blockingOf(events), cards };
  } finally {
    await context.close();
  }
}

const { startLocalStack } = await import('@infra/local/local-stack');
const baseline = process.env.BLOCKING_BASELINE;
// One stack serves the builds in turn through a link, so both are measured under the same load.
const site = join(mkdtempSync(join(tmpdir(), 'blocking-site-')), 'site');
const show = (dir: string) => {
  rmSync(site, { force: true });
  symlinkSync(resolve(dir), site);
};
const current = process.env.BLOCKING_SITE ?? 'web/dist';
const builds = baseline ? { before: baseline, after: current } : { now: current };
show(current);
const stack = await startLocalStack({ port: 0, dataDir: null, seed: true, host: '127.0.0.1', webRoot: site });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const results = new Map<string, Visit[]>(Object.keys(builds).map((name) => [name, []]));
  const entries = Object.entries(builds);
  // One visit each to warm the server first; not counted.
  for (const [, dir] of entries) {
    show(dir);
    await visit(browser, `${stack.url}${PATH}`);
  }
  for (let run = 0; run < RUNS; run++)
    for (const [name, dir] of run % 2 ? [...entries].reverse() : entries) {
      show(dir);
      results.get(name)!.push(await visit(browser, `${stack.url}${PATH}`));
    }
  console.log(`\n${PATH}: blocking time on CPU time ×${SLOWDOWN} after first contentful paint, median of ${RUNS}`);
  for (const [name, visits] of results) {
    console.log(
      `${name}: ${median(visits.map((v) => v.blockingMs)).toFixed(0)} ms (runs ${visits.map((v) => v.blockingMs.toFixed(0)).join(', ')}); longest task ${median(visits.map((v) => v.longestMs)).toFixed(0)} ms; cards ${visits.map((v) => v.cards).join(', ')}`,
    );
    for (const task of visits.flatMap((v) => v.longTasks)) console.log(`   ${task}`);
  }
} finally {
  await browser.close();
  await stack.stop();
}
