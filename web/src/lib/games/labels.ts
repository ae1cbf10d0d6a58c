// Kept apart from format.ts so the game form loads only these.
export const titleCase = (value: string) => value.replace(/_/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

/** 'weight_training' → 'Weight Training'; 'other' shows the host's own sport name. */
export const sportLabel = (sport: string, customSport?: string | null) =>
  sport === 'other' && customSport?.trim() ? customSport.trim() : titleCase(sport);

export const skillLabel = (level: string) => titleCase(level);
