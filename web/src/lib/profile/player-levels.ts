import type { PlayerSkillLevel } from '@shared/schemas/profile';

/** The levels a player can say they play at, as the welcome and Settings offer them. */
export const PLAYER_LEVEL_OPTIONS = [
  { value: 'beginner', label: 'Beginner', hint: 'New or getting back into it' },
  { value: 'intermediate', label: 'Intermediate', hint: 'Play regularly' },
  { value: 'advanced', label: 'Advanced', hint: 'Competitive' },
] as const satisfies readonly { value: PlayerSkillLevel; label: string; hint: string }[];
