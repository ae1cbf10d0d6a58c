import type { CompiledCatalogue } from '@shared/i18n/compile-catalogue';

// Reads one message compiled for Lingui's runtime (shared/i18n/compile-catalogue.ts) and fills it in.
// The web uses Lingui itself; a function carries this instead: the few lines its messages need
// (placeholders, plural, selectordinal, select, number) in place of Lingui's 5 kB, which the
// bundle budget of the notifiers cannot spare. test/unit/server-texts.test.ts holds the two to the
// same output for every message in the catalogues.

type Message = CompiledCatalogue[string];
type Token = string | [string, string?, unknown?];

export function renderMessage(message: Message, locale: string, values: Record<string, unknown> = {}): string {
  const numbers = new Intl.NumberFormat(locale);
  const render = (tokens: Message, count: number | null): string => {
    if (typeof tokens === 'string') return tokens;
    let text = '';
    for (const token of tokens as Token[]) {
      if (typeof token === 'string') {
        text += token === '#' && count !== null ? numbers.format(count) : token;
        continue;
      }
      const [name, type, format] = token;
      const value = values[name];
      if (!type) text += value ?? '';
      else if (type === 'number') text += numbers.format(Number(value));
      else if (type === 'select') {
        const cases = format as Record<string, Message>;
        text += render(cases[String(value)] ?? cases.other ?? [], null);
      } else if (type === 'plural' || type === 'selectordinal') {
        const { offset, ...cases } = format as { offset?: number } & Record<string, Message>;
        const n = Number(value) - (offset ?? 0);
        const rule = new Intl.PluralRules(locale, { type: type === 'plural' ? 'cardinal' : 'ordinal' }).select(n);
        text += render(cases[String(value)] ?? cases[rule] ?? cases.other ?? [], n);
      } else throw new Error(`A server text cannot format {${name}, ${type}}: pass it formatted`);
    }
    return text;
  };
  return render(message, null);
}
