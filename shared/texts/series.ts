// What the repeating-games screens and answers say (decision 068), without zod, so the web reads
// them without it; shared/schemas/series.ts validates with the same messages.
export const SERIES_MESSAGES = {
  daysRequired: 'Choose at least one day for the game to repeat on',
  intervalInvalid: 'Repeat every 1 to 4 weeks',
  untilInvalid: 'Choose the date the series ends',
  countInvalid: 'A series has 2 to 52 games',
  endRequired: 'Choose when the series ends: on a date or after a number of games',
  endsTooSoon: 'The series must end after the first game',
  endsTooLate: 'A series can end at most a year after its first game',
  firstDayMissing: (weekday: string) => `The first game is on a ${weekday}: include ${weekday} in the repeat days`,
  notFound: 'Series not found',
  notYours: 'This series was not found or is not yours',
  ended: 'This series has ended',
  alreadySeries: 'This game already repeats',
  notInSeries: 'This game does not repeat',
  followingKeepsDay:
    "'This and following' keeps each game on its own day: change the date with 'This game', or end the series and start a new one",
  noGamesInRule: 'No game falls on these days before the series ends: choose other days or a later end',
} as const;
