import { resolve } from 'node:path';
import { LANDING_SCREENS, landingFirstLoadBytes } from './landing-first-load';
import { I18N_PARTS, landingI18nBytes } from './landing-i18n-bytes';

/**
 * The landing screens' first-load JS (gzip bytes, landing-first-load.ts) built from a55eb53, the
 * commit before English and Hindi arrived (decision 070), by `git archive a55eb53`, `vite build`
 * and `tsx test/bench/landing-first-load.ts <dist>`. Every feature added since counts in the
 * growth from it, so it is printed for the record and judged by no budget.
 */
const PRE_I18N_FIRST_LOAD = { home: 117_789, discover: 118_534, game: 124_988 } as const;
/** What English and Hindi's own machinery may add to each landing first load (decisions 070, 074). */
const I18N_BUDGET_KB = 3;

const kb = (bytes: number) => (bytes / 1024).toFixed(2);
const mark = (ok: boolean) => (ok ? 'ok  ' : 'OVER');

/** Prints, per landing screen, its first load, the growth since a55eb53 and the i18n machinery's share. */
export async function printLandingBudget(dist: string): Promise<void> {
  const now = landingFirstLoadBytes(dist);
  const i18n = await landingI18nBytes();
  const parts = Object.keys(I18N_PARTS) as (keyof typeof I18N_PARTS)[];
  console.log('\nLanding first load (JS gzip kB): growth since a55eb53 (every feature since) and the i18n machinery');
  console.log(
    'screen'.padEnd(16),
    'now'.padStart(8),
    'growth'.padStart(8),
    'i18n'.padStart(8),
    ` (${parts.join(' / ')})`,
    ` budget i18n ≤ ${I18N_BUDGET_KB}`,
  );
  for (const screen of LANDING_SCREENS) {
    const growth = now[screen] - PRE_I18N_FIRST_LOAD[screen];
    console.log(
      screen.padEnd(16),
      kb(now[screen]).padStart(8),
      `${growth >= 0 ? '+' : ''}${kb(growth)}`.padStart(8),
      kb(i18n.all[screen]).padStart(8),
      ` (${parts.map((part) => kb(i18n[part][screen])).join(' / ')})`,
      ` ${mark(i18n.all[screen] / 1024 <= I18N_BUDGET_KB)}`,
    );
  }
}

// `tsx test/bench/landing-budget.ts [dist]`: these lines alone, for a build made by `npm run build:web`.
if (import.meta.url === `file://${process.argv[1]}`)
  await printLandingBudget(resolve(process.argv[2] ?? resolve(import.meta.dirname, '..', '..', 'web', 'dist')));
