import { spokenLanguage, t } from './texts';

// The server answers, and the forms validate, with the English constants of shared/texts,
// shared/messages.ts and the rules' messages (API clients and logs read them as they are). The
// `messages` catalogue holds each of them with its translation; this finds a message's entry by
// its English, so one function turns whatever the app shows into the language spoken. The index
// arrives with the other language's texts (switchLanguage), so English readers carry none of it.

interface Pattern {
  key: string;
  names: string[];
  matcher: RegExp;
}

let exact = new Map<string, string>();
let patterns: Pattern[] = [];

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message written with `{placeholders}` ('Already checked in at {time}') as a pattern that reads
 * the values back out of the English sentence; a placeholder used twice must hold the same value.
 */
function patternOf(key: string, english: string): Pattern {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of english.matchAll(PLACEHOLDER)) {
    const name = match[1] as string;
    source += escapeForRegExp(english.slice(last, match.index));
    source += names.includes(name) ? `\\k<${name}>` : `(?<${name}>.+?)`;
    if (!names.includes(name)) names.push(name);
    last = match.index + match[0].length;
  }
  source += escapeForRegExp(english.slice(last));
  return { key, names, matcher: new RegExp(`^${source}$`, 's') };
}

/** Indexes the `messages` catalogue's English (key → text) so messages can be found by their English. */
export function learnMessages(english: Record<string, string>): void {
  exact = new Map();
  patterns = [];
  for (const [key, text] of Object.entries(english)) {
    if (/\{\w+\}/.test(text)) patterns.push(patternOf(key, text));
    else if (!exact.has(text)) exact.set(text, key);
  }
}

/** The catalogue key of an English message and the values its placeholders held, or null if unknown. */
export function findMessage(english: string): { key: string; values: Record<string, string> } | null {
  const key = exact.get(english);
  if (key) return { key, values: {} };
  for (const pattern of patterns) {
    const match = pattern.matcher.exec(english);
    if (match?.groups) return { key: pattern.key, values: { ...match.groups } };
  }
  return null;
}

/**
 * The server's or a form's English message in the language spoken now. English comes back as it
 * is; a message the catalogue does not know (a network library's words) too, rather than nothing.
 */
export function localMessage(english: string): string {
  if (spokenLanguage() === 'en' || !english) return english;
  const found = findMessage(english);
  return found ? t(`messages.${found.key}`, found.values) : english;
}
