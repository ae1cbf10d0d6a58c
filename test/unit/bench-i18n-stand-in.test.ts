import { describe, expect, it } from 'vitest';
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
