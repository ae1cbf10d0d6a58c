import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** A catalogue as written: message key → ICU MessageFormat text ('{count, plural, one {# game} other {# games}}'). */
export type CatalogueSource = Record<string, string>;
/** What Lingui's runtime reads: token arrays (it takes a bare string for a message it must compile itself). */
export type CompiledCatalogue = Record<string, string | ReturnType<typeof compileMessageOrThrow>>;

/**
 * Compiles one catalogue file ahead of use, so that the browser (and later the functions) carry
 * Lingui's small runtime and never the ICU parser. Keys become `<namespace>.<key>`: one id space
 * for the whole app, while each area keeps a file of its own. A message that does not parse
 * throws with its id, so a broken translation fails the build instead of showing braces.
 */
export function compileCatalogue(namespace: string, source: CatalogueSource): CompiledCatalogue {
  const compiled: CompiledCatalogue = {};
  for (const [key, message] of Object.entries(source)) {
    try {
      compiled[`${namespace}.${key}`] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`Message ${namespace}.${key} does not parse: ${(error as Error).message}`);
    }
  }
  return compiled;
}
