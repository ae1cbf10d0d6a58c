import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { compileCatalogue } from '../../shared/i18n/compile-catalogue';

const CATALOGUES = fileURLToPath(new URL('../../shared/i18n/', import.meta.url));
const PREFIX = 'virtual:catalogue/';

/**
 * Serves the text catalogues in shared/i18n compiled for Lingui's runtime:
 * `virtual:catalogue/en/settings` is one area's English (imported by that area, so it travels in
 * its chunk); `virtual:catalogue/hi` is every Hindi file at once (imported lazily, only when Hindi
 * is chosen). The JSON files stay the one place translators edit.
 */
export function cataloguePlugin(): Plugin {
  return {
    name: 'yaktiv:catalogues',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [language, namespace] = id.slice(PREFIX.length + 1).split('/');
      if (!language || !/^[a-z]{2}$/.test(language)) throw new Error(`Unknown catalogue ${id}`);
      const folder = join(CATALOGUES, language);
      const namespaces = namespace
        ? [namespace]
        : readdirSync(folder)
            .filter((file) => file.endsWith('.json'))
            .map((file) => file.slice(0, -'.json'.length));
      const messages = {};
      for (const name of namespaces) {
        const file = join(folder, `${name}.json`);
        this.addWatchFile(file);
        Object.assign(messages, compileCatalogue(name, JSON.parse(readFileSync(file, 'utf8'))));
      }
      return `export default ${JSON.stringify(messages)};`;
    },
  };
}
