// A list every writer would otherwise put in one index partition (the offers and orders a sweep
// watches, across India) is split into parts: an item's part comes from a stable hash of its own id,
// so its later writes and its removal land on the same part, and the writes of a busy hour spread
// evenly over all of them. A reader of the whole list reads every part.

/** Which of `parts` an id belongs to: FNV-1a of the id, so it never moves. */
export function partOf(id: string, parts: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return hash % parts;
}

/** Every part's partition value of a list: `<list>#0` … `<list>#<parts - 1>`. */
export const listParts = (list: string, parts: number): string[] =>
  Array.from({ length: parts }, (_, part) => `${list}#${part}`);

/** The partition value of the part an id is in. */
export const partFor = (list: string, id: string, parts: number) => `${list}#${partOf(id, parts)}`;
