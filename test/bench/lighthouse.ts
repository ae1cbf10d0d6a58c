import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type MetricName, type MetricPoints, pointsByMetric, SCORED_METRICS } from './lighthouse-points';

// Lighthouse (mobile preset: Moto G-class CPU, simulated slow 4G) against the local stack on the
// public landing pages: the first-paint budgets (Performance ≥ 98, LCP ≤ 1.5 s, CLS ≤ 0.05, TBT ≤
// 150 ms, Accessibility 100) next to their goals.
// Numbers, never assertions. Each page is measured a few times and the median is printed,
// because other work shares the machine; the load average is printed beside them.
const GOAL = { performance: 98, lcpMs: 1500, cls: 0.05, tbtMs: 150, accessibility: 100 };
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** `LIGHTHOUSE_PAGES=/discover,/game/{id}` measures only those pages (names as printed). */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
/**
 * `LIGHTHOUSE_SAVE=/tmp/lh` keeps each run's full report there, to read its long tasks and script
 * costs; with `LIGHTHOUSE_SAVE_TRACE=1` also its trace (about 10 MB a run).
 */
const SAVE_DIR = process.env.LIGHTHOUSE_SAVE;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

interface Sample {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  unusedJsKb: number;
  /** Each scored metric's value and the points of the Performance score it cost. */
  points: Record<MetricName, MetricPoints>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function measure(port: number, url: string): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  if (SAVE_DIR) {
    const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_');
    const stamp = `${SAVE_DIR}/${name}-${Date.now()}`;
    writeFileSync(`${stamp}.json`, JSON.stringify(result.lhr));
    if (process.env.LIGHTHOUSE_SAVE_TRACE) writeFileSync(`${stamp}.trace.json`, JSON.stringify(result.artifacts.Trace));
  }
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const unused = audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    unusedJsKb: (unused?.overallSavingsBytes ?? 0) / 1024,
    points: pointsByMetric(result.lhr),
  };
}

/** A real game page: the first featured game of the seeded stack. */
async function aGamePath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/games/featured`);
  const { games } = (await response.json()) as { games: { id: string }[] };
  if (!games[0]) throw new Error('The local stack has no featured game to open');
  return `/game/${encodeURIComponent(games[0].id)}`;
}

/** The medians of one page's samples, with the goals they miss, as one printed row. */
function report(name: string, samples: Sample[]): void {
  const m = (key: Exclude<keyof Sample, 'points'>) => median(samples.map((sample) => sample[key]));
  // Which goals the medians miss, by name: on a loaded machine TBT is the first to go.
  const missed = [
    m('performance') < GOAL.performance && 'perf',
    m('lcpMs') > GOAL.lcpMs && 'LCP',
    m('cls') > GOAL.cls && 'CLS',
    m('tbtMs') > GOAL.tbtMs && 'TBT',
    m('accessibility') < GOAL.accessibility && 'a11y',
  ].filter(Boolean);
  console.log(
    name.padEnd(12),
    String(m('performance')).padStart(8),
    String(m('accessibility')).padStart(8),
    m('fcpMs').toFixed(0).padStart(8),
    m('lcpMs').toFixed(0).padStart(8),
    m('cls').toFixed(3).padStart(8),
    m('tbtMs').toFixed(0).padStart(8),
    m('unusedJsKb').toFixed(1).padStart(8),
    ` ${missed.length ? `OVER (${missed.join(', ')})` : 'ok'}  perf runs: ${samples.map((sample) => sample.performance).join(', ')}; LCP runs: ${samples.map((sample) => sample.lcpMs.toFixed(0)).join(', ')}; TBT runs: ${samples.map((sample) => sample.tbtMs.toFixed(0)).join(', ')}`,
  );
  // Which metrics the points went to: the median of each metric's value and of the points it cost.
  const perMetric = (Object.keys(SCORED_METRICS) as MetricName[]).map((metric) => {
    const value = median(samples.map((sample) => sample.points[metric].value));
    const lost = median(samples.map((sample) => sample.points[metric].lost));
    const weight = samples[0]?.points[metric].weight ?? 0;
    return `${metric} ${metric === 'CLS' ? value.toFixed(3) : `${value.toFixed(0)} ms`} −${lost.toFixed(1)} (of ${weight.toFixed(0)})`;
  });
  console.log(''.padEnd(12), `points lost, median: ${perMetric.join(' · ')}`);
}

/** Two builds of the web app served in turn at the same address: `show` puts one in place. */
export interface BuildSwitch {
  show: (build: 'before' | 'after') => void;
}

/**
 * Measures the landing pages of the app at `baseUrl`. Given `builds` (the web app as built before
 * a change and after it), each run measures both, one right after the other, in alternating order:
 * on a shared machine the load changes from minute to minute, and only runs side by side compare.
 */
export async function benchLighthouse(baseUrl: string, builds?: BuildSwitch): Promise<void> {
  const pages = (
    [
      ['/', '/'],
      ['/discover', '/discover'],
      ['/game/{id}', await aGamePath(baseUrl)],
    ] as const
  ).filter(([name]) => !ONLY || ONLY.includes(name));
  const variants = builds ? (['before', 'after'] as const) : ([null] as const);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const before = loadavg()[0]!;
    console.log(
      `\nLighthouse ${RUNS}× per page (mobile, simulated throttling), median; load average ${before.toFixed(1)} on ${cpus().length} cores`,
    );
    console.log(
      'page'.padEnd(12),
      ...['perf', 'a11y', 'FCP ms', 'LCP ms', 'CLS', 'TBT ms', 'unused JS kB'].map((h) => h.padStart(8)),
      ` goal perf ≥ ${GOAL.performance}, LCP ≤ ${GOAL.lcpMs}, CLS ≤ ${GOAL.cls}, TBT ≤ ${GOAL.tbtMs}, a11y ${GOAL.accessibility}`,
    );
    for (const [name, path] of pages) {
      const url = `${baseUrl}${path}`;
      const samples = variants.map(() => [] as Sample[]);
      const visit = async (v: number) => {
        const variant = variants[v];
        if (variant) builds?.show(variant);
        return measure(chrome.port, url);
      };
      // The first visit warms the server (file cache, DynamoDB Local's JIT); it is not counted.
      for (const v of variants.keys()) await visit(v);
      for (let i = 0; i < RUNS; i++) {
        const order = i % 2 ? [...variants.keys()].reverse() : [...variants.keys()];
        for (const v of order) samples[v]!.push(await visit(v));
      }
      for (const [v, variant] of variants.entries()) report(variant ? `${name} ${variant}` : name, samples[v]!);
    }
    console.log(`load average after: ${loadavg()[0]!.toFixed(1)}`);
  } finally {
    chrome.kill();
  }
}

// `npx tsx test/bench/lighthouse.ts` measures alone, on its own seeded stack.
// `LIGHTHOUSE_BASELINE=/tmp/dist-before` (a copy of web/dist built before a change) measures that
// build and web/dist (or a copy named by LIGHTHOUSE_SITE, so others may rebuild meanwhile) side by
// side: the stack serves the site through a link switched between them.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { startLocalStack } = await import('@infra/local/local-stack');
  const baselineDir = process.env.LIGHTHOUSE_BASELINE;
  const site = baselineDir ? join(mkdtempSync(join(tmpdir(), 'lighthouse-site-')), 'site') : undefined;
  const builds: BuildSwitch | undefined =
    baselineDir && site
      ? {
          show: (build) => {
            rmSync(site, { force: true });
            symlinkSync(resolve(build === 'before' ? baselineDir : (process.env.LIGHTHOUSE_SITE ?? 'web/dist')), site);
          },
        }
      : undefined;
  builds?.show('after');
  // Without a baseline, LIGHTHOUSE_SITE (a copy of web/dist) is measured alone, safe from rebuilds meanwhile.
  const webRoot = site ?? (process.env.LIGHTHOUSE_SITE ? resolve(process.env.LIGHTHOUSE_SITE) : undefined);
  const stack = await startLocalStack({ port: 0, dataDir: null, seed: true, host: '127.0.0.1', webRoot });
  try {
    await benchLighthouse(stack.url, builds);
  } finally {
    await stack.stop();
  }
}
