// The teams domain's keys. A game's teams (and result) sit in their own partition, apart from the
// game's busy items; each player's ratings share the player's partition, one item per sport.

export const teamKeys = {
  gameTeams: (gameId: string) => ({ pk: `TEAMS#${gameId}`, sk: 'TEAMS' }),
  rating: (userId: string, sport: string) => ({ pk: `RATING#${userId}`, sk: `SPORT#${sport}` }),
  playerRatings: (userId: string) => ({ pk: `RATING#${userId}`, skPrefix: 'SPORT#' }),
} as const;

export const TEAM_ITEM_TYPES = { gameTeams: 'game-teams', rating: 'skill-rating' } as const;
