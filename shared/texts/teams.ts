// What players and hosts read about teams, results and ratings: one place, so the API's errors and
// the screens' words never drift apart.

export const TEAM_LIMITS = {
  /** Players one split may hold: every rated player's rating is written in the result's transaction. */
  maxPlayers: 60,
  walkInName: 40,
  maxScore: 999,
  /** Changes of a rating a player sees on their profile. */
  historyShown: 5,
} as const;

export const TEAM_MESSAGES = {
  teamCount: 'Choose 2, 3 or 4 teams',
  tooFew: (teams: number) => `Check in at least ${teams} players to make ${teams} teams`,
  tooMany: `At most ${TEAM_LIMITS.maxPlayers} players can be split into teams`,
  unevenSizes: 'Team sizes may differ by at most one player',
  twice: 'A player can be on one team only',
  notCheckedIn: (name: string) => `${name} has not checked in yet: check them in first, then split again`,
  unknownPlayer: 'A player in this split is not in this game: split the teams again',
  walkInName: 'Enter the walk-in player’s name',
  walkInNameTooLong: `A name can be at most ${TEAM_LIMITS.walkInName} characters`,
  resultRecorded: 'The result is recorded: the teams can no longer change',
  noTeams: 'Split the teams before recording a result',
  notStarted: 'You can record the result once the game has started',
  resultShape: 'Give a score for every team, or the winning team, or a draw',
  score: `Scores are whole numbers from 0 to ${TEAM_LIMITS.maxScore}`,
  winner: 'Pick one of the teams as the winner',
  notYourGame: 'Game not found',
  busy: 'The teams changed at the same moment: refresh and try again',
} as const;

export const TEAM_TEXT = {
  split: 'Split teams',
  resplit: 'Re-split',
  save: 'Save teams',
  saved: 'Teams saved. Players see their team on their pass.',
  keepTogether: 'Keep players who joined together on one side',
  addWalkIn: 'Add walk-in',
  walkInHint: 'Add friends who came together in one go, separated by commas.',
  swapHint: 'Tap a player, then a player of another team, to swap them.',
  yourTeam: 'Your team',
  recordResult: 'Record result',
  resultSaved: 'Result saved. Ratings of the players have moved.',
  share: 'Share teams on WhatsApp',
  noRatings: 'No rated games yet. Play a game where the host records a result to see your level here.',
} as const;
