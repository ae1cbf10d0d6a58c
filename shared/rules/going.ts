// Who is going: the confirmed players a game shows as small avatars, and the words beside them.
// The server decides who may appear; the web only draws what it is given, so these rules are shared.

/** Avatars a game card shows at most (a glance; the game page shows more). */
export const GOING_ON_CARD = 3;
/** Avatars the game page shows at most, with a sentence naming the first two. */
export const GOING_ON_PAGE = 5;
/** Games one batched read answers for at most: a screenful of cards, never a whole city. */
export const GOING_GAMES_MAX = 24;

/** One avatar of who is going: only what drawing it needs. */
export interface GoingPlayer {
  user_id: string;
  name: string;
  profile_pic: string | null;
}

/** A game's who-is-going: the avatars it may show and how many are confirmed in all. */
export interface GoingSummary {
  players: GoingPlayer[];
  total: number;
}

/**
 * Whether a player appears among a game's avatars: only a confirmed player with a profile who has
 * not turned off 'Show me in who is going'. Everyone confirmed still counts in the number.
 */
export function showsInGoing(profile: { show_in_going: boolean } | null, requestStatus: string): boolean {
  return profile?.show_in_going === true && requestStatus === 'confirmed';
}

/** Confirmed players not drawn as an avatar: the '+N' beside them (never below zero). */
export function moreGoing(summary: GoingSummary): number {
  return Math.max(0, summary.total - summary.players.length);
}

/** The name a sentence uses: the first word of the display name, else the whole (trimmed) name. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] || name.trim();
}

/** Whom the game page's line names (first names, at most two) and how many more it counts. */
export interface GoingLine {
  named: string[];
  others: number;
  total: number;
}

/**
 * What the game page's line says ('Asha, Rohan and 6 others are going'; the words are the web's,
 * in the reader's language): the first two shown players by first name, everyone else (shown or
 * not) counted. Null when nobody is confirmed.
 */
export function goingLine(summary: GoingSummary): GoingLine | null {
  const total = Math.max(summary.total, summary.players.length);
  if (total === 0) return null;
  const named = summary.players.slice(0, 2).map((player) => firstNameOf(player.name));
  return { named, others: total - named.length, total };
}

/** Background hues an initials avatar takes: dark enough for white letters (contrast ≥ 4.5:1). */
export const AVATAR_COLOURS = ['#1d4ed8', '#047857', '#b91c1c', '#7e22ce', '#b45309', '#0e7490', '#be185d', '#4d7c0f'];

/** A colour derived from the user id: the same player has the same colour on every screen. */
export function avatarColourOf(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_COLOURS[hash % AVATAR_COLOURS.length] as string;
}
