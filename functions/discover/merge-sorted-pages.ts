// Reads several sorted sources as one list: a k-way merge by key that asks each
// source for a small page at a time and stops as soon as the answer is complete, so what is read
// follows what is returned, not how much the sources hold.

export interface SortedSource<T> {
  /** The next items in key order, at most `size`; `done` when nothing follows them. */
  next(size: number): Promise<{ items: T[]; done: boolean; read: number }>;
}

export interface MergeOptions<T> {
  /** Items to return at most (those `keep` accepts). */
  limit: number;
  /** The merge order; keys are unique across all sources. */
  keyOf: (item: T) => string;
  /** Drops items no index condition could (outside the radius, not matching the words). */
  keep?: (item: T) => boolean;
  /** Largest page asked of one source. */
  maxPageSize?: number;
  /** Once this many items were read, answer what is kept so far (with a position to go on from). */
  maxRead?: number;
}

export interface MergedPage<T> {
  items: T[];
  /** The key of the last item considered, when more may follow: every item up to it was seen. */
  last?: string;
  /** Items the sources read (what the answer cost). */
  read: number;
}

const DEFAULT_MAX_PAGE = 100;
const DEFAULT_MAX_READ = 5000;
/** A guard against a source that keeps answering empty pages without ending. */
const MAX_ROUNDS = 200;

interface State<T> {
  source: SortedSource<T>;
  buffer: T[];
  at: number;
  done: boolean;
  size: number;
  /** Items taken from this source so far (its share of the merge). */
  taken: number;
}

/**
 * What each source is asked for first: an even share of the answer, +1 so an even share needs no
 * second trip. The per-source overhead of a merge: sources × this, whatever they hold.
 */
export function firstPageSize(limit: number, sources: number, maxPage = DEFAULT_MAX_PAGE): number {
  return Math.min(maxPage, Math.max(1, Math.ceil(limit / sources) + 1));
}

export async function mergeSortedPages<T>(
  sources: SortedSource<T>[],
  options: MergeOptions<T>,
): Promise<MergedPage<T>> {
  const { limit, keyOf, keep = () => true } = options;
  const maxPage = options.maxPageSize ?? DEFAULT_MAX_PAGE;
  const maxRead = options.maxRead ?? DEFAULT_MAX_READ;
  const items: T[] = [];
  let read = 0;
  let last: string | undefined;
  if (limit <= 0 || sources.length === 0) return { items, read };

  const first = firstPageSize(limit, sources.length, maxPage);
  const states: State<T>[] = sources.map((source) => ({
    source,
    buffer: [],
    at: 0,
    done: false,
    size: first,
    taken: 0,
  }));
  let considered = 0;
  const waiting = (s: State<T>) => s.at >= s.buffer.length && !s.done;

  const refill = async (state: State<T>) => {
    const page = await state.source.next(state.size);
    read += page.read;
    state.buffer = page.items;
    state.at = 0;
    state.done = page.done;
  };
  /**
   * The next page of a source that ran dry: its share of the merge so far times what the answer
   * still needs (scaled by how many considered items were kept), so a source that holds most of
   * the answer is asked for most of it at once and the others for a few.
   */
  const nextSize = (state: State<T>) => {
    const keptRate = considered ? Math.max(items.length, 1) / considered : 1;
    const share = considered ? state.taken / considered : 1 / states.length;
    return Math.min(maxPage, Math.max(2, Math.ceil((share * (limit - items.length)) / keptRate) + 1));
  };

  for (let round = 0; ; ) {
    const empty = states.filter(waiting);
    if (empty.length > 0) {
      // Nothing can be picked while a source that may hold a smaller key has nothing buffered.
      if (last !== undefined && (read >= maxRead || round >= MAX_ROUNDS)) return { items, last, read };
      if (++round > MAX_ROUNDS * 2) throw new Error('merge: sources keep answering empty pages');
      for (const state of empty) if (state.taken > 0 || considered > 0) state.size = nextSize(state);
      await Promise.all(empty.map(refill));
      continue;
    }
    let next: State<T> | undefined;
    let nextKey = '';
    for (const state of states) {
      if (state.at >= state.buffer.length) continue;
      const key = keyOf(state.buffer[state.at]!);
      if (!next || key < nextKey) {
        next = state;
        nextKey = key;
      }
    }
    if (!next) return { items, read };
    const item = next.buffer[next.at++]!;
    next.taken++;
    considered++;
    last = nextKey;
    if (!keep(item)) continue;
    items.push(item);
    if (items.length >= limit) {
      const more = states.some((s) => s.at < s.buffer.length || !s.done);
      return more ? { items, last, read } : { items, read };
    }
  }
}
