export type ContentEncoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to send, from what the client accepts (RFC 9110 §12.5.3) and the copies that
 * exist: brotli before gzip at equal preference, identity when nothing else fits. A coding
 * with q=0 is refused, and `*` stands for every coding not named.
 */
export function pickEncoding(
  acceptEncoding: string | undefined,
  available: readonly ('br' | 'gzip')[],
): ContentEncoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: 'br' | 'gzip') =>
    weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  let best: ContentEncoding = 'identity';
  let bestWeight = 0;
  for (const coding of ['br', 'gzip'] as const) {
    if (!available.includes(coding)) continue;
    const weight = weightOf(coding);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
