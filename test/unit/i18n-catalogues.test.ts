import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { compileCatalogue } from '@shared/i18n/compile-catalogue';
import { LANGUAGES } from '@shared/languages';

// Every text exists in every language the app speaks, with the same placeholders: a key only in
// English would show its id to a Hindi reader, a lost `{name}` would drop a name from a sentence.
const ROOT = join(import.meta.dirname, '../../shared/i18n');
const areasOf = (language: string) =>
  readdirSync(join(ROOT, language))
    .filter((file) => file.endsWith('.json'))
    .sort();
const read = (language: string, file: string): Record<string, string> =>
  JSON.parse(readFileSync(join(ROOT, language, file), 'utf8'));
/** The names of a message's arguments, read from its compiled form: plural and select bodies are texts, not names. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , options] = token as [string, string?, Record<string, unknown>?];
      names.add(name);
      for (const body of Object.values(options ?? {})) walk(body);
    }
  };
  let compiled: unknown;
  try {
    compiled = compileMessageOrThrow(message);
  } catch {
    // The parse test below names the broken message.
    return [];
  }
  walk(typeof compiled === 'string' ? [] : compiled);
  return [...names].sort();
}

describe('text catalogues', () => {
  const english = areasOf('en');

  it('has an area file for every language, the same in each', () => {
    expect(english.length).toBeGreaterThan(0);
    for (const { code } of LANGUAGES) expect(areasOf(code), code).toEqual(english);
  });

  describe.each(LANGUAGES.filter(({ code }) => code !== 'en').map(({ code }) => code))('%s', (language) => {
    it.each(english)('%s has exactly the English keys, with the same placeholders', (file) => {
      const [source, translated] = [read('en', file), read(language, file)];
      expect(Object.keys(translated).sort(), 'keys only in one of them').toEqual(Object.keys(source).sort());
      for (const [key, message] of Object.entries(source))
        expect(placeholders(translated[key] ?? ''), `${file} ${key}`).toEqual(placeholders(message));
    });
  });

  it.each(LANGUAGES.flatMap(({ code }) => english.map((file) => [code, file])))(
    '%s/%s: every message parses as ICU MessageFormat, no text is empty',
    (language, file) => {
      const source = read(language, file);
      for (const [key, message] of Object.entries(source)) expect(message.trim(), key).not.toBe('');
      expect(() => compileCatalogue(file.replace('.json', ''), source)).not.toThrow();
    },
  );

  it('compares the names of arguments, not the words that start a plural or select body', () => {
    expect(placeholders('{state, select, on {Push for “{kind}” is on.} other {Off: {kind}}}')).toEqual([
      'kind',
      'state',
    ]);
    expect(placeholders('{count, plural, one {# spot} other {# spots}} near {place}')).toEqual(['count', 'place']);
  });

  it('names the broken message when one does not parse', () => {
    expect(() => compileCatalogue('area', { broken: 'Hi {name' })).toThrow(/area\.broken/);
  });
});
