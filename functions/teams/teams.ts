import { batchGetProfiles } from '@functions/accounts/public-storage';
import { dynamoGameRepository } from '@functions/games/public-storage';
import { joinAccountData } from '@functions/joins/public-account-data';
import { dynamoJoinRequestRepository } from '@functions/joins/public-storage';
import { systemClock } from '../platform/clock';
import { table } from '../platform/dynamo/table';
import { once } from '../platform/once';
import { createTeamsAccountErasure } from './account-erasure';
import { dynamoRatingRepository, dynamoTeamsRepository } from './adapters/teams-repository';
import { createRatingService } from './rating-service';
import { createTeamService } from './team-service';

// Teams and ratings wired once per cold start.
const ratings = /* @__PURE__ */ once(() => dynamoRatingRepository(table().db, table().name));

export const teamService = /* @__PURE__ */ once(() =>
  createTeamService({
    games: dynamoGameRepository(table().db, table().name),
    requests: dynamoJoinRequestRepository(table().db, table().name),
    skillLevels: async (userIds) => {
      const profiles = await batchGetProfiles(table().db, table().name, userIds);
      return new Map(userIds.map((id) => [id, profiles.get(id)?.skill_level ?? null]));
    },
    teams: dynamoTeamsRepository(table().db, table().name),
    ratings: ratings(),
    clock: systemClock,
  }),
);

export const ratingService = /* @__PURE__ */ once(() => createRatingService({ ratings: ratings() }));

/** A deleted account off every team sheet, its ratings gone (teams-account-changes). */
export const teamsAccountErasure = /* @__PURE__ */ once(() =>
  createTeamsAccountErasure({
    teams: dynamoTeamsRepository(table().db, table().name),
    ratings: ratings(),
    // Every game the player asked to join, whatever its request became since: the erasure of the
    // requests may have withdrawn one meanwhile, and a game without a sheet costs one read.
    joinedGames: async (userId) => [
      ...new Set((await joinAccountData().requestsOf(userId)).map((request) => request.game_id)),
    ],
  }),
);
