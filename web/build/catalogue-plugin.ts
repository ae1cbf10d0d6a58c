import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { type CompiledCatalogue, compileCatalogue } from '../../shared/i18n/compile-catalogue';
import { type InlinedIds, inlinableIds, inlineEnglish, shipCatalogue } from './inline-english';

const CATALOGUES = fileURLToPath(new URL('../../shared/i18n/', import.meta.url));
const WEB_SOURCES = fileURLToPath(new URL('../src/', import.meta.url));
const PREFIX = 'virtual:catalogue/';

const areasOf = (language: string) =>
  readdirSync(join(CATALOGUES, language))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));
const compiledArea = (language: string, area: string) =>
  compileCatalogue(area, JSON.parse(readFileSync(join(CATALOGUES, language, `${area}.json`), 'utf8')));
const webSources = () =>
  readdirSync(WEB_SOURCES, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => readFileSync(join(WEB_SOURCES, file), 'utf8'));

/**
 * Serves the text catalogues in shared/i18n compiled for Lingui's runtime:
 * `virtual:catalogue/en/settings` is one area's English (imported by that area, so it travels in
 * its chunk); `virtual:catalogue/hi` is every Hindi file at once (imported lazily, only when Hindi
 * is chosen). The JSON files stay the one place translators edit.
 *
 * A production build also writes English in place of the ids it can (web/build/inline-english.ts),
 * so the catalogues cost the English first load no bytes beyond the runtime; development and tests
 * serve the catalogues whole, under their long ids.
 */
export function cataloguePlugin(): Plugin {
  let inlined: InlinedIds = new Map();
  let english: CompiledCatalogue = {};
  return {
    name: 'yaktiv:catalogues',
    enforce: 'pre',
    configResolved(config) {
      if (config.command !== 'build') return;
      english = Object.assign({}, ...areasOf('en').map((area) => compiledArea('en', area)));
      inlined = inlinableIds(Object.keys(english), webSources());
    },
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [language, namespace] = id.slice(PREFIX.length + 1).split('/');
      if (!language || !/^[a-z]{2}$/.test(language)) throw new Error(`Unknown catalogue ${id}`);
      const messages: CompiledCatalogue = {};
      for (const area of namespace ? [namespace] : areasOf(language)) {
        this.addWatchFile(join(CATALOGUES, language, `${area}.json`));
        Object.assign(messages, compiledArea(language, area));
      }
      return `export default ${JSON.stringify(shipCatalogue(messages, inlined, language === 'en'))};`;
    },
    transform(code, id) {
      if (!inlined.size || !id.startsWith(WEB_SOURCES) || !/\.tsx?$/.test(id)) return null;
      const rewritten = inlineEnglish(code, inlined, english);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
