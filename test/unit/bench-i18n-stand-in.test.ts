import { describe, expect, it } from 'vitest';
import * as webFormats from '@web/lib/i18n/format';
import * as englishOnly from '../bench/english-only-formats';
import { exportedNames } from '../bench/landing-i18n-bytes';

// The bench measures the i18n machinery by building with stand-ins that export the same names;
// a name it missed would fail that build, one it invented would hide nothing.
describe('exportedNames', () => {
  it('lists every kind of export a built module has, and nothing it only uses', () => {
    const code = [
      "import { x } from './x';",
      'const local = 1;',
      'export const a = 1, b = () => local;',
      'export function c() {}',
      'export class D {}',
      'export default function () {}',
      "export { x as e, local as f } from './y';",
    ].join('\n');
    expect(exportedNames(code)).toEqual(['a', 'b', 'c', 'D', 'default', 'e', 'f']);
    expect(exportedNames('export default { "4s": "Find Your Game" };')).toEqual(['default']);
  });
});

// The formats stand in as an English-only app's: they must write exactly what the web writes in
// English, or the bench would count (or hide) bytes that English readers need.
describe('the English-only formats the bench builds with', () => {
  it("have every name the web's formats have and write the same English", () => {
    expect(Object.keys(englishOnly).sort()).toEqual([...Object.keys(webFormats)].sort());
    const now = new Date('2026-11-27T06:00:00Z');
    const samples: [keyof typeof webFormats, unknown[]][] = [
      ['numberIn', [1234567]],
      ['moneyIn', [150000]],
      ['monthIn', ['2026-11-28']],
      ['whenIn', ['2026-12-05T13:30:00Z', now]],
      ['fullDateIn', ['2026-11-27T06:00:00Z']],
      ['gameDateIn', ['2026-09-05T13:30:00Z']],
      ['clockIn', ['19:05']],
      ['distanceIn', [0.44]],
    ];
    for (const [name, values] of samples) {
      const web = Reflect.get(webFormats, name) as (...args: unknown[]) => unknown;
      const alone = Reflect.get(englishOnly, name) as (...args: unknown[]) => unknown;
      expect(alone('en', ...values), name).toBe(web('en', ...values));
    }
  });
});
