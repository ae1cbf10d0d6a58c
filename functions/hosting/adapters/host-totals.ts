import type { Sport } from '@shared/constants';
import { SPORTS } from '@shared/constants';
import { TOTAL_FIELDS, type HostTotals, type TotalField, type TotalsDelta } from '../host-stats-ports';
import { HOSTING_ITEM_TYPES, hostingKeys } from './keys';

// The host's totals item as attributes: one number per total and one per sport
// (`sport_<name>`), so every change is a plain ADD — atomic, never read-then-write, and usable
// inside the transaction of the change itself.

/** Set on a game item when its attendance went into the host's totals (it finished). */
export const ATTENDANCE_COUNTED = 'attendance_counted';

const sportAttribute = (sport: Sport) => `sport_${sport}`;

/** The ADD pairs of a delta, zeros left out. */
export function deltaAttributes(delta: TotalsDelta): [string, number][] {
  const pairs: [string, number][] = TOTAL_FIELDS.flatMap((field): [string, number][] =>
    delta[field] ? [[field, delta[field]!]] : [],
  );
  for (const [sport, by] of Object.entries(delta.sports ?? {}) as [Sport, number][])
    if (by) pairs.push([sportAttribute(sport), by]);
  return pairs;
}

/** An ADD update of the host's totals item, for a transaction (null when the delta is empty). */
export function hostTotalsAdd(tableName: string, hostId: string, delta: TotalsDelta) {
  const pairs = deltaAttributes(delta);
  const names: Record<string, string> = { '#type': 'type' };
  const values: Record<string, unknown> = { ':type': HOSTING_ITEM_TYPES.hostTotals };
  pairs.forEach(([name, by], i) => {
    names[`#t${i}`] = name;
    values[`:t${i}`] = by;
  });
  return {
    Update: {
      TableName: tableName,
      Key: hostingKeys.hostTotals(hostId),
      UpdateExpression: `SET #type = :type${pairs.length ? ` ADD ${pairs.map((_, i) => `#t${i} :t${i}`).join(', ')}` : ''}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

export function toHostTotals(item: Record<string, unknown>): HostTotals {
  const sports = Object.fromEntries(
    SPORTS.flatMap((sport) => (item[sportAttribute(sport)] ? [[sport, Number(item[sportAttribute(sport)])]] : [])),
  );
  return {
    ...(Object.fromEntries(TOTAL_FIELDS.map((field) => [field, Number(item[field] ?? 0)])) as Record<
      TotalField,
      number
    >),
    sports,
  };
}

/** The item a recount writes (backfill). */
export function hostTotalsItem(hostId: string, totals: HostTotals): Record<string, unknown> {
  const sports = Object.fromEntries(
    Object.entries(totals.sports).flatMap(([sport, n]) => (n ? [[sportAttribute(sport as Sport), n]] : [])),
  );
  return {
    ...hostingKeys.hostTotals(hostId),
    type: HOSTING_ITEM_TYPES.hostTotals,
    ...Object.fromEntries(TOTAL_FIELDS.map((f) => [f, totals[f]])),
    ...sports,
  };
}
