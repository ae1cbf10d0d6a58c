import type { PlayerSkillLevel } from '@shared/rules/profile-preferences';

/** A player the host adds by name at the ground (no account, no pass). */
export interface WalkIn {
  id: string;
  name: string;
  level: PlayerSkillLevel;
  /** Names added in one go arrived together: the split may keep them on one side. */
  group: string | null;
}

/** 'Ravi, Sunil' → two walk-ins of one group; one name → a walk-in on their own. */
export function walkInsFrom(text: string, level: PlayerSkillLevel, nextId: number): WalkIn[] {
  const names = text
    .split(',')
    .map((name) => name.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  const group = names.length > 1 ? `group-${nextId}` : null;
  return names.map((name, index) => ({ id: `walk-in-${nextId + index}`, name, level, group }));
}
