// Splitting the players at the ground into 2–4 teams of even strength. Pure and deterministic for a
// seed: the host's phone computes it (and a new seed for 'Re-split'), the server checks the sizes of
// what is saved. Greedy first (strongest first, each to the smallest, then weakest, team), then
// swaps between teams while one makes the teams' averages closer.

export const TEAM_COUNTS = [2, 3, 4] as const;
export type TeamCount = (typeof TEAM_COUNTS)[number];
export const DEFAULT_TEAM_COUNT: TeamCount = 2;
export const TEAM_NAMES = ['Team A', 'Team B', 'Team C', 'Team D'] as const;

export interface SplitPlayer {
  id: string;
  /** The player's skill points (skill-levels.ts). */
  points: number;
  /** Players with the same group arrived together and may be kept on one side. */
  group?: string | null;
}

export interface SplitOptions {
  teams: number;
  /** Keep each group on one team, as far as even sizes allow (a group bigger than a team can't be). */
  keepGroups: boolean;
  /** Orders players of equal points; another seed gives another, equally even, split. */
  seed: number;
}

/** Largest swap passes run; each pass makes the split strictly more even, so this is only a guard. */
const MAX_PASSES = 200;

/** The teams' sizes differ by at most one. */
export const sizesAreEven = (sizes: number[]): boolean => Math.max(...sizes) - Math.min(...sizes) <= 1;

export function splitTeams(players: SplitPlayer[], options: SplitOptions): SplitPlayer[][] {
  const { teams: count, keepGroups, seed } = options;
  if (!Number.isInteger(count) || count < 2 || count > 4) throw new RangeError('2 to 4 teams');
  if (players.length < count) throw new RangeError(`At least ${count} players for ${count} teams`);
  const shuffled = seededShuffle(players, seed);
  let units = keepGroups ? groupUnits(shuffled) : shuffled.map((player) => [player]);
  for (;;) {
    const placed = place(units, count, players.length);
    if (placed) return improve(placed, lockedIds(placed, keepGroups));
    // No even split keeps every group: the largest group is split up and the rest tried again.
    const largest = units.reduce((best, unit, index) => (unit.length > units[best]!.length ? index : best), 0);
    units = [...units.slice(0, largest), ...units[largest]!.map((player) => [player]), ...units.slice(largest + 1)];
  }
}

/** Swaps two players between their teams (the host's correction); the same teams when either is missing. */
export function swapPlayers<P extends { id: string }>(teams: P[][], firstId: string, secondId: string): P[][] {
  const where = (id: string) => {
    const team = teams.findIndex((members) => members.some((member) => member.id === id));
    return team < 0 ? null : { team, index: teams[team]!.findIndex((member) => member.id === id) };
  };
  const first = where(firstId);
  const second = where(secondId);
  if (!first || !second || first.team === second.team) return teams;
  const next = teams.map((members) => [...members]);
  next[first.team]![first.index] = teams[second.team]![second.index]!;
  next[second.team]![second.index] = teams[first.team]![first.index]!;
  return next;
}

export interface TeamBalance {
  averages: number[];
  totals: number[];
  /** Highest team average minus lowest: 0 is perfectly even. */
  gap: number;
  /** 100 when even; falls by ten per point of gap (a level's band is ten points), never below 0. */
  balance: number;
}

export function teamBalance(teams: { points: number }[][]): TeamBalance {
  const totals = teams.map((team) => team.reduce((sum, player) => sum + player.points, 0));
  const averages = teams.map((team, index) => (team.length === 0 ? 0 : totals[index]! / team.length));
  const gap = Math.max(...averages) - Math.min(...averages);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    averages: averages.map(round),
    totals: totals.map(round),
    gap: round(gap),
    balance: Math.max(0, Math.round(100 - gap * 10)),
  };
}

function groupUnits(players: SplitPlayer[]): SplitPlayer[][] {
  const byGroup = new Map<string, SplitPlayer[]>();
  const units: SplitPlayer[][] = [];
  for (const player of players) {
    if (!player.group) {
      units.push([player]);
      continue;
    }
    const unit = byGroup.get(player.group);
    if (unit) unit.push(player);
    else {
      const fresh = [player];
      byGroup.set(player.group, fresh);
      units.push(fresh);
    }
  }
  return units;
}

const unitPoints = (unit: SplitPlayer[]) => unit.reduce((sum, player) => sum + player.points, 0);

/** Greedy: big units first, then strongest first, each to the smallest team, the weakest among equals. */
function place(units: SplitPlayer[][], count: number, total: number): SplitPlayer[][] | null {
  const cap = Math.ceil(total / count);
  const ordered = units
    .map((unit, order) => ({ unit, order }))
    .sort((a, b) => b.unit.length - a.unit.length || unitPoints(b.unit) - unitPoints(a.unit) || a.order - b.order);
  const teams: SplitPlayer[][] = Array.from({ length: count }, () => []);
  for (const { unit } of ordered) {
    let target = -1;
    for (let index = 0; index < count; index++) {
      const team = teams[index]!;
      if (team.length + unit.length > cap) continue;
      const best = teams[target];
      if (!best || team.length < best.length || (team.length === best.length && unitPoints(team) < unitPoints(best)))
        target = index;
    }
    if (target < 0) return null;
    teams[target]!.push(...unit);
  }
  return sizesAreEven(teams.map((team) => team.length)) ? teams : null;
}

/** Members of a kept group of two or more: swapping one alone would split the group. */
function lockedIds(teams: SplitPlayer[][], keepGroups: boolean): Set<string> {
  const locked = new Set<string>();
  if (!keepGroups) return locked;
  for (const team of teams) {
    const counts = new Map<string, number>();
    for (const player of team) if (player.group) counts.set(player.group, (counts.get(player.group) ?? 0) + 1);
    for (const player of team) if (player.group && (counts.get(player.group) ?? 0) > 1) locked.add(player.id);
  }
  return locked;
}

/** Spread of the teams' averages around their mean: what a swap must lower. */
function unevenness(totals: number[], sizes: number[]): number {
  const averages = totals.map((total, index) => total / sizes[index]!);
  const mean = averages.reduce((sum, value) => sum + value, 0) / averages.length;
  return averages.reduce((sum, value) => sum + (value - mean) ** 2, 0);
}

function improve(teams: SplitPlayer[][], locked: Set<string>): SplitPlayer[][] {
  const sizes = teams.map((team) => team.length);
  const totals = teams.map(unitPoints);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let best = { gain: 1e-9, a: -1, i: -1, b: -1, j: -1 };
    const current = unevenness(totals, sizes);
    for (let a = 0; a < teams.length; a++)
      for (let b = a + 1; b < teams.length; b++)
        for (let i = 0; i < teams[a]!.length; i++) {
          const pi = teams[a]![i]!;
          if (locked.has(pi.id)) continue;
          for (let j = 0; j < teams[b]!.length; j++) {
            const pj = teams[b]![j]!;
            if (locked.has(pj.id)) continue;
            const delta = pj.points - pi.points;
            if (delta === 0) continue;
            totals[a]! += delta;
            totals[b]! -= delta;
            const gain = current - unevenness(totals, sizes);
            totals[a]! -= delta;
            totals[b]! += delta;
            if (gain > best.gain) best = { gain, a, i, b, j };
          }
        }
    if (best.a < 0) break;
    const moving = teams[best.a]![best.i]!;
    const coming = teams[best.b]![best.j]!;
    teams[best.a]![best.i] = coming;
    teams[best.b]![best.j] = moving;
    totals[best.a]! += coming.points - moving.points;
    totals[best.b]! += moving.points - coming.points;
  }
  return teams;
}

/** mulberry32: a small seeded generator, so a split is the same on every phone for a seed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seededShuffle<T>(items: T[], seed: number): T[] {
  const random = seededRandom(seed);
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}
