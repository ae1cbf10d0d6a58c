// Finds a server or form message's catalogue entry by its English (see local-message.ts). Built
// when another language is chosen, so English readers load none of it.

export interface FoundMessage {
  key: string;
  values: Record<string, string>;
}
export type MessageFinder = (english: string) => FoundMessage | null;

interface Pattern {
  key: string;
  matcher: RegExp;
}

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
  return { key, matcher: new RegExp(`^${source}$`, 's') };
}

/** Indexes the `messages` catalogue's English (key → text): the finder of a message's key and values. */
export function messageIndex(english: Record<string, string>): MessageFinder {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [key, text] of Object.entries(english)) {
    if (/\{\w+\}/.test(text)) patterns.push(patternOf(key, text));
    else if (!exact.has(text)) exact.set(text, key);
  }
  return (text) => {
    const key = exact.get(text);
    if (key) return { key, values: {} };
    for (const pattern of patterns) {
      const match = pattern.matcher.exec(text);
      if (match?.groups) return { key: pattern.key, values: { ...match.groups } };
    }
    return null;
  };
}
