import type { CompiledCatalogue } from '../../shared/i18n/compile-catalogue';

// A production build writes most English texts where they are used, as the code did before the
// catalogues, instead of shipping each text under a long id ('home.trending.title') twice (in the
// area's catalogue and at the call). A call `t('home.title')` becomes `t(["4",["Find Your Game"]])`:
// a short id for the Hindi catalogue and the compiled English beside it, so the English first load
// carries no ids at all. Only keys every mention of which is such a call are rewritten; a key built
// at run time (`t(`sports.${sport}`)`), passed around as a string or given to richText keeps its
// long id and stays in its area's English catalogue, exactly as in development and tests.

/** The texts a build writes in place: long id → short id. */
export type InlinedIds = ReadonlyMap<string, string>;

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const quoted = (key: string) => new RegExp(`(['"\`])${literally(key)}\\1`, 'g');
const asCall = (key: string) => new RegExp(`\\bt\\(\\s*(['"])${literally(key)}\\1`, 'g');
const count = (pattern: RegExp, sources: readonly string[]) =>
  sources.reduce((sum, source) => sum + (source.match(pattern)?.length ?? 0), 0);

/** Prefixes the code completes at run time: `` `sports.${sport}` ``, `'series.repeat.' + rule`. */
function builtPrefixes(sources: readonly string[]): string[] {
  const prefixes = new Set<string>();
  for (const source of sources) {
    for (const [, prefix] of source.matchAll(/`([a-z][\w-]*\.[\w.-]*)\$\{/g)) prefixes.add(prefix!);
    for (const [, prefix] of source.matchAll(/(['"`])([a-z][\w-]*\.(?:[\w-]+\.)*)\1/g)) prefixes.add(prefix!);
  }
  return [...prefixes];
}

/** Which keys of the catalogues (long ids, sorted) the build may write in place, given the web's sources. */
export function inlinableIds(keys: readonly string[], sources: readonly string[]): InlinedIds {
  const prefixes = builtPrefixes(sources);
  const inlined = new Map<string, string>();
  for (const key of [...keys].sort()) {
    if (prefixes.some((prefix) => key.startsWith(prefix))) continue;
    const calls = count(asCall(key), sources);
    if (calls > 0 && calls === count(quoted(key), sources)) inlined.set(key, inlined.size.toString(36));
  }
  return inlined;
}

/** A module's code with each `t('<inlined key>'` call given its short id and English. */
export function inlineEnglish(code: string, inlined: InlinedIds, english: CompiledCatalogue): string {
  if (!code.includes('t(')) return code;
  return code.replace(/\bt\(\s*(['"])([a-z][\w-]*\.[\w.-]+)\1/g, (call, _quote, key: string) => {
    const short = inlined.get(key);
    return short === undefined ? call : `t(${JSON.stringify([short, english[key]])}`;
  });
}

/** A compiled catalogue as a build ships it: inlined texts under their short ids, or left out of the English. */
export function shipCatalogue(messages: CompiledCatalogue, inlined: InlinedIds, english: boolean): CompiledCatalogue {
  const shipped: CompiledCatalogue = {};
  for (const [key, message] of Object.entries(messages)) {
    const short = inlined.get(key);
    if (short === undefined) shipped[key] = message;
    else if (!english) shipped[short] = message;
  }
  return shipped;
}
