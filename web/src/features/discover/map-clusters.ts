// Grouping map pins that would overlap: pins are compared in screen pixels at the map's current
// zoom, so a zoom in splits a group that a zoom out merges. Pure, so the rule is unit-tested
// without a map; GameMap projects games to pixels and draws what this returns.

export interface ScreenPoint<T> {
  item: T;
  x: number;
  y: number;
}

export interface PinGroup<T> {
  items: T[];
  /** The members' mean position, in the same pixels. */
  x: number;
  y: number;
}

/**
 * Greedy grouping in the given order: each pin not yet grouped starts a group and takes every
 * later ungrouped pin within `radius` pixels of it. The first pin is the anchor, so the result
 * does not depend on how far a chain of pins drifts (no group grows without bound).
 */
export function groupOverlapping<T>(points: ScreenPoint<T>[], radius: number): PinGroup<T>[] {
  const taken = new Array<boolean>(points.length).fill(false);
  const groups: PinGroup<T>[] = [];
  const limit = radius * radius;
  for (let i = 0; i < points.length; i++) {
    if (taken[i]) continue;
    const anchor = points[i]!;
    const members = [anchor];
    taken[i] = true;
    for (let j = i + 1; j < points.length; j++) {
      const other = points[j]!;
      if (taken[j]) continue;
      const dx = other.x - anchor.x;
      const dy = other.y - anchor.y;
      if (dx * dx + dy * dy <= limit) {
        members.push(other);
        taken[j] = true;
      }
    }
    groups.push({
      items: members.map((member) => member.item),
      x: members.reduce((sum, member) => sum + member.x, 0) / members.length,
      y: members.reduce((sum, member) => sum + member.y, 0) / members.length,
    });
  }
  return groups;
}

/**
 * Where `count` pins of one spot stand once spread (games at the same venue never part by
 * zooming): evenly on a circle around it, first at the top, far enough apart not to overlap.
 */
export function spreadAround(count: number, spacing: number): { dx: number; dy: number }[] {
  if (count <= 1) return [{ dx: 0, dy: 0 }];
  const radius = Math.max(spacing, (spacing * count) / (2 * Math.PI));
  return Array.from({ length: count }, (_, i) => {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / count;
    return { dx: Math.round(radius * Math.cos(angle)), dy: Math.round(radius * Math.sin(angle)) };
  });
}
