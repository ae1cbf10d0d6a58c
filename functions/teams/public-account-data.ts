import { skillPoints, levelOf } from '@shared/rules/skill-levels';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';
import { dynamoRatingRepository } from './adapters/teams-repository';

// A player's ratings per sport, for their data export (the accounts domain): the level and figure
// they see, and every kept change. Built from the adapter alone, so the export's bundle does not
// carry the rating model.
export const teamsAccountData = /* @__PURE__ */ once(() => {
  const ratings = dynamoRatingRepository(table().db, table().name);
  return {
    async ratingsOf(userId: string) {
      return (await ratings.ofPlayer(userId)).map((rating) => ({
        sport: rating.sport,
        level: levelOf(skillPoints(rating)).name,
        points: skillPoints(rating),
        mu: rating.mu,
        sigma: rating.sigma,
        games: rating.games,
        history: rating.history,
        updated_at: rating.updated_at,
      }));
    },
  };
});
