// Fair games: a game's balanced teams, its result, and the ratings per sport results move (decision 057).

import { declareFunctions } from '../platform/function-spec';

export const teamsFunctions = declareFunctions('teams', [
  {
    name: 'get-game-teams',
    description: "A game's teams and result: its host (with the checked-in players to split) or a confirmed player",
    routes: ['GET /api/games/{id}/teams'],
    table: 'read',
  },
  {
    name: 'put-game-teams',
    description: "The game's host saves the teams split from checked-in players and walk-ins (until a result)",
    routes: ['PUT /api/games/{id}/teams'],
    table: 'readwrite',
  },
  {
    name: 'post-game-result',
    description: "The game's host records the result; the players' ratings move once, in one transaction",
    routes: ['POST /api/games/{id}/result'],
    table: 'readwrite',
  },
  {
    name: 'get-my-ratings',
    description: "The caller's rating per sport with its last changes",
    routes: ['GET /api/me/ratings'],
    table: 'read',
  },
  {
    name: 'teams-account-changes',
    description:
      "A deleted account's name leaves every team sheet (a neutral name keeps its place); its ratings are deleted",
    events: { detailType: ['AccountDeleted.v1'] },
    table: 'readwrite',
    timeoutSeconds: 60,
  },
]);
