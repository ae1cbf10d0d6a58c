import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { demoScreenPeople } from './demo-screen-people';
import { visit } from './screen-walk';
import { JOURNEYS, SCREENS } from './screens';

// The five journeys through every screen of the app at phone size (390 × 844), as the person
// who would see it: axe finds no serious or critical violation, and each screen's picture goes
// into the test artefacts (test-results/journeys/<journey>/<screen>.png) for people to look at.
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

describe('axe finds no serious or critical violation', () => {
  for (const screen of SCREENS) {
    const index = SCREENS.filter((other) => other.journey === screen.journey).indexOf(screen);
    it(`${screen.journey}: ${screen.name} (${screen.who})`, async () => {
      const page = demo.pages[screen.who];
      await visit(page, screen, demo.ids);
      await page.screenshot({ path: shotOf(screen.journey, index, screen.name) });
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(readable(serious), `${screen.name} at ${page.url()}`).toBe('');
    });
  }
});
