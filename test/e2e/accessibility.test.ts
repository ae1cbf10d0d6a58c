import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { settleAnimations } from '../support/axe';
import { describe, expect, it } from 'vitest';
import { demoScreenPeople } from './demo-screen-people';
import { visit } from './screen-walk';
import { JOURNEYS, SCREENS } from './screens';
import { tapTargetOffenders } from './tap-target-check';

// The five journeys through every screen of the app at phone size (390 × 844), as the person
// who would see it: axe finds no serious or critical violation, each screen's picture goes into
// the test artefacts (test-results/journeys/<journey>/<screen>.png) for people to look at, and
// every control is a 44 px tap target. Both checks read each screen from one visit: walking
// the app twice, once per check, cost the suite most of a minute.
const SHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'journeys');
const slug = (text: string) =>
  text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
const shotOf = (journey: string, index: number, name: string) => {
  const folder = join(SHOTS, `${JOURNEYS.indexOf(journey as never) + 1}-${slug(journey)}`);
  mkdirSync(folder, { recursive: true });
  return join(folder, `${String(index + 1).padStart(2, '0')}-${slug(name)}.png`);
};
type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per violation and one per element, with what axe says to fix. */
function readable(violations: Violation[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 6)
        .map((node) => `    ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n\s*/g, ' ')}`);
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes.join('\n')}`;
    })
    .join('\n');
}

const demo = demoScreenPeople();

/** The screen the pages show now, as the last visit left it. */
let onScreen: (typeof SCREENS)[number] | null = null;

describe('every screen at phone size', () => {
  for (const screen of SCREENS) {
    const index = SCREENS.filter((other) => other.journey === screen.journey).indexOf(screen);
    it(`axe finds no serious or critical violation: ${screen.journey}: ${screen.name} (${screen.who})`, async () => {
      const page = demo.pages[screen.who];
      onScreen = null;
      await visit(page, screen, demo.ids);
      onScreen = screen;
      await page.screenshot({ path: shotOf(screen.journey, index, screen.name) });
      await settleAnimations(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(readable(serious), `${screen.name} at ${page.url()}`).toBe('');
    });

    it(`every control is a 44 px tap target, and selects and file pickers are styled: ${screen.name} (${screen.who})`, async () => {
      const page = demo.pages[screen.who];
      // Read as the axe check above left it; visited afresh only if that check could not open it.
      if (onScreen !== screen) await visit(page, screen, demo.ids);
      expect(await tapTargetOffenders(page), `${screen.name} at ${page.url()}`).toEqual({ small: [], unstyled: [] });
    });
  }
});
