// Keys with their ids replaced by what they stand for, so a reader sees which items an operation
// writes ("GAME#{game}|REQUEST#{player}") and the scenario model knows what each key is shared by.
// `names` maps the ids the bench made to a name (host, player, game…); what is left is recognised
// by shape: geohash cells after GEO<n># and CELLPAGE#, pass codes, the national list's shards, the parts of the payment due lists, hashes (hex or base64), times,
// dates, UUIDs and other ids with digits in them, numbers.

const RULES: [RegExp, string | ((match: string, ...groups: string[]) => string)][] = [
  [/(GEO\d#|CELLPAGE#)([0-9b-hjkmnp-z]{3,})(?![a-z0-9])/g, (_m, prefix, cell) => `${prefix}{cell${cell.length}}`],
  [/(?<=PASS#)[^|#]+/g, '{pass}'],
  [/(?<=GAMES#upcoming#)\d+/g, '{shard}'],
  [/(?<=(?:OFFERS|PAYORDERS)#open#)\d+/g, '{duepart}'],
  [/(?<![A-Za-z0-9+/])[A-Za-z0-9+/]{40,}={0,2}/g, '{hash}'],
  [/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?/g, '{time}'],
  [/\d{4}-\d{2}-\d{2}/g, '{date}'],
  [/\d{4}-\d{2}(?=$|[#|])/g, '{month}'],
  [/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '{id}'],
  [/[0-9a-f]{32,}/gi, '{hash}'],
  [/[A-Za-z0-9_-]*\d[A-Za-z0-9_-]{9,}/g, '{id}'],
  [/(?<=#)\d+(?=$|[#|])/g, '{n}'],
];

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function keyPattern(key: string, names: ReadonlyMap<string, string> = new Map()): string {
  let pattern = key;
  // Longest ids first, so an id that contains another is named as itself.
  for (const [id, name] of [...names].filter(([id]) => id).sort((a, b) => b[0].length - a[0].length))
    pattern = pattern.replace(new RegExp(literally(id), 'g'), `{${name}}`);
  for (const [shape, replacement] of RULES)
    pattern = pattern.replace(shape, (match, ...groups) =>
      /^\{\w+\}$/.test(match) ? match : typeof replacement === 'string' ? replacement : replacement(match, ...groups),
    );
  return pattern;
}

/** The placeholders in a pattern, e.g. ['game', 'player']. */
export const placeholdersOf = (pattern: string) => [...pattern.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
