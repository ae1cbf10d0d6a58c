import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Waits for the page's running animations that end (a sheet fading in, a button's colour
 * easing) to end. Colours read mid-fade are blends of two states, and axe would report their
 * contrast; spinners and skeletons, which never end, are left running.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * What axe finds serious or critical on the page as it rests, or in the part `within` selects,
 * as 'rule: where' lines (none expected).
 */
export async function seriousAxeFindings(page: Page, within?: string): Promise<string[]> {
  await settleAnimations(page);
  const builder = within ? new AxeBuilder({ page }).include(within) : new AxeBuilder({ page });
  return (await builder.analyze()).violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
