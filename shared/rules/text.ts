// User text hygiene: what people type reaches e-mail subjects, notifications and other
// people's screens, so every stored string is normalised the same way, in the browser and on the
// server. NFC so look-alike sequences compare equal; no control characters (NUL, CR, ESC…) and no
// bidi overrides/isolates, which scramble how a line renders ("Trojan Source"-style).

// C0 and C1 controls and DEL, except TAB and LF which the multi-line form turns into text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// Bidi embeddings/overrides/isolates, directional marks, and the BOM/word joiners that hide text.
const INVISIBLE_FORMATTING = /[\u200E\u200F\u202A-\u202E\u2066-\u2069\uFEFF\u2060-\u2064]/g;
const LINE_BREAKS = /\r\n?|[\u2028\u2029\u0085]/g;

const clean = (value: string): string =>
  value.normalize('NFC').replace(LINE_BREAKS, '\n').replace(INVISIBLE_FORMATTING, '');

// What draws nothing: format characters (zero-width space and joiners, soft hyphen…) and the
// blank letters (Hangul fillers, the blank braille pattern) often used to fake a name, plus every
// kind of space. Joiners stay in stored text (Devanagari and emoji need them); they just don't count
// as visible.
const HIDDEN_MARKS = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;
const ANY_SPACE = /[\p{Z}\s]+/gu;

/** The text without what draws nothing: what a reader actually sees, for emptiness and sameness checks. */
export const visibleText = (value: string): string => value.replace(HIDDEN_MARKS, '').replace(ANY_SPACE, '');

/**
 * One line as a reader tells it apart from another: hidden marks gone, spaces collapsed to one,
 * case folded. 'Football' and 'Foot\u200bball' are the same title; 'Foot ball' stays its own.
 */
export const sameTextKey = (value: string): string =>
  value.normalize('NFC').replace(HIDDEN_MARKS, '').replace(ANY_SPACE, ' ').trim().toLowerCase();

/** One line: every run of whitespace (newlines included) becomes one space; trimmed. */
export function normalizeSingleLine(value: string): string {
  return clean(value)
    .replace(/[\t\n]/g, ' ')
    .replace(CONTROL, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Several lines: newlines kept (at most one blank line in a row), other controls gone; trimmed. */
export function normalizeMultiLine(value: string): string {
  return clean(value)
    .replace(/\t/g, ' ')
    .replace(CONTROL, '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
