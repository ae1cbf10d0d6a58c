// What a list of upcoming games chooses games by: start order, still upcoming, sport, skill, a free
// entry, distance from a point, the words of a search. The upcoming-games indexes carry these and
// nothing else (infra/table-definition.ts builds them from this list), so what a list only shows,
// and the counts that move all day (players, arrivals), are not copied into them: a payment or a
// check-in writes none of them. A list reads the games it chose from the table afterwards.
// A module of its own, free of imports, because the table's definition is built from it.

export const UPCOMING_CHOICE_FIELDS = [
  'id',
  'status',
  'game_datetime',
  'sport',
  'custom_sport',
  'skill_level',
  'price',
  'title',
  'location',
  'latitude',
  'longitude',
] as const;
