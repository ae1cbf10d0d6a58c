import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentFiles, hardCodedTexts } from '../support/hard-coded-texts';
import { NOT_YET_MIGRATED_FILES } from './i18n-not-yet-migrated';

// A screen that reads its texts from the catalogues speaks every language; one English string
// left in its JSX would show to a Hindi reader. Every component file outside the honest list of
// files not yet migrated is held to that.
const ROOT = join(import.meta.dirname, '../..');
const files = componentFiles(ROOT);
const pending = new Set(NOT_YET_MIGRATED_FILES);

describe('texts come from the catalogues', () => {
  it.each(files.filter((file) => !pending.has(file)))('%s writes no English text of its own', (file) => {
    expect(hardCodedTexts(join(ROOT, file))).toEqual([]);
  });

  it('lists only files that exist and still hold English texts (a migrated file leaves the list)', () => {
    const stale = NOT_YET_MIGRATED_FILES.filter(
      (file) => !existsSync(join(ROOT, file)) || hardCodedTexts(join(ROOT, file)).length === 0,
    );
    expect(stale).toEqual([]);
  });

  it('finds JSX text, rendered strings and text props', () => {
    const found = hardCodedTexts(join(ROOT, 'test/unit/fixtures/hard-coded-texts.tsx'));
    expect(found).toEqual(['Label here', 'Plain words', 'Busy now', 'Done', 'late', 'games', 'Hint text']);
  });
});
