import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { setupI18n } from '@lingui/core';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '@shared/i18n/compile-catalogue';
import { LANGUAGES } from '@shared/languages';
import { renderMessage } from '@functions/platform/texts/render-message';
import { serverTexts } from '@functions/platform/texts/server-texts';
import { precompiledCatalogues } from '@infra/bundle';

// The functions read the catalogues with a small reader of their own (render-message.ts): it must
// say every message exactly as Lingui says it on the web, and a bundle must say what the source says.
const ROOT = join(import.meta.dirname, '../../shared/i18n');
const areas = readdirSync(join(ROOT, 'en')).filter((file) => file.endsWith('.json'));
const read = (language: string, file: string): Record<string, string> =>
  JSON.parse(readFileSync(join(ROOT, language, file), 'utf8'));

/** Values that walk each message's branches: counts for plurals, the first case for selects, text otherwise. */
function samples(message: string): Record<string, unknown>[] {
  const plural = [...message.matchAll(/\{\s*(\w+)\s*,\s*(plural|selectordinal|number)/g)].map((m) => m[1]!);
  const select = [...message.matchAll(/\{\s*(\w+)\s*,\s*select\s*,\s*(\w+)/g)].map((m) => [m[1]!, m[2]!] as const);
  const names = [...message.matchAll(/\{\s*(\w+)/g)].map((m) => m[1]!);
  return [0, 1, 2, 21, 1500].map((count) =>
    Object.fromEntries(
      names.map((name) => {
        if (plural.includes(name)) return [name, count];
        const chosen = select.find(([arg]) => arg === name);
        if (chosen) return [name, count % 2 ? chosen[1] : 'something-else'];
        return [name, `‹${name}›`];
      }),
    ),
  );
}

describe('server texts', () => {
  it.each(LANGUAGES.flatMap(({ code }) => areas.map((file) => [code, file] as const)))(
    '%s/%s: every message reads as Lingui reads it',
    (language, file) => {
      const locale = language === 'en' ? 'en-IN' : 'hi-IN';
      const source = read(language, file);
      const compiled = compileCatalogue('area', source);
      const lingui = setupI18n({ locale, messages: { [locale]: compiled } });
      for (const [key, message] of Object.entries(source))
        for (const values of samples(message))
          expect(renderMessage(compiled[`area.${key}`]!, locale, values), `${key} ${JSON.stringify(values)}`).toBe(
            lingui._(`area.${key}`, values),
          );
    },
  );

  it('speaks the language asked for, falls back to English for a text not translated, and refuses an unknown id', () => {
    const say = serverTexts({
      demo: {
        en: { spots: '{count, plural, one {# spot} other {# spots}} left', only: 'English only' },
        hi: { spots: '{count, plural, one {# स्पॉट} other {# स्पॉट}} बाकी' },
      },
    });
    expect(say('en')('demo.spots', { count: 1 })).toBe('1 spot left');
    expect(say('en')('demo.spots', { count: 1500 })).toBe('1,500 spots left');
    expect(say('hi')('demo.spots', { count: 2 })).toBe('2 स्पॉट बाकी');
    expect(say('hi')('demo.only')).toBe('English only');
    expect(() => say('hi')('demo.missing')).toThrow(/demo\.missing/);
  });

  it('a bundle carries the catalogues compiled and packed, and says the same as the source', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'server-texts-'));
    try {
      const entry = join(dir, 'entry.ts');
      writeFileSync(
        entry,
        `import { serverTexts } from '${join(import.meta.dirname, '../../functions/platform/texts/server-texts')}';
import en from '${ROOT}/en/notices.json';
import hi from '${ROOT}/hi/notices.json';
export const say = serverTexts({ notices: { en, hi } });`,
      );
      const result = await build({
        entryPoints: [entry],
        outfile: join(dir, 'out.mjs'),
        bundle: true,
        format: 'esm',
        platform: 'node',
        minify: true,
        charset: 'utf8',
        tsconfig: join(import.meta.dirname, '../../tsconfig.json'),
        plugins: [precompiledCatalogues()],
        metafile: true,
        logLevel: 'error',
      });
      const code = readFileSync(join(dir, 'out.mjs'), 'utf8');
      expect(code).not.toContain('@messageformat');
      expect(code).not.toContain('मंज़ूर'); // packed, not as written
      expect(Object.keys(result.metafile.inputs).some((input) => input.endsWith('hi/notices.json'))).toBe(true);
      const bundled = (await import(pathToFileURL(join(dir, 'out.mjs')).href)) as {
        say: ReturnType<typeof serverTexts>;
      };
      const source = serverTexts({ notices: { en: read('en', 'notices.json'), hi: read('hi', 'notices.json') } });
      for (const language of ['en', 'hi'] as const)
        for (const id of ['notices.decision.accepted', 'notices.offer.paid', 'notices.hostMessage'])
          expect(
            bundled.say(language)(id, { title: 'Sunday Football', amount: '₹150', until: 'x', message: 'm' }),
          ).toBe(source(language)(id, { title: 'Sunday Football', amount: '₹150', until: 'x', message: 'm' }));
      expect(bundled.say('hi')('notices.decision.acceptedTitle')).toBe('रिक्वेस्ट मंज़ूर');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
