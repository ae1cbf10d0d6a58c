import { gameKeys } from '@functions/games/public-keys';

// A confirmed player leaving a game that has not started (a withdrawal, a host's removal) gives their
// spot back on the game item, and their arrival when they had checked in; the game's start is the
// condition, so nobody leaves a game already being played.

/** The condition that the game has not started by `at`, with its value. */
export const notStartedBy = (at: string) => ({
  ConditionExpression: 'game_datetime > :at',
  ExpressionAttributeValues: { ':at': at },
});

/** The game's update giving one spot (and, when `checkedIn`, one arrival) back before the start. */
export function spotGivenBack(tableName: string, gameId: string, at: string, checkedIn: boolean) {
  const notStarted = notStartedBy(at);
  return {
    Update: {
      TableName: tableName,
      Key: gameKeys.game(gameId),
      UpdateExpression: `SET current_players = current_players - :one${checkedIn ? ' ADD checked_in_count :minus' : ''}`,
      ConditionExpression: `current_players > :zero AND ${notStarted.ConditionExpression}`,
      ExpressionAttributeValues: {
        ':one': 1,
        ':zero': 0,
        ...(checkedIn ? { ':minus': -1 } : {}),
        ...notStarted.ExpressionAttributeValues,
      },
    },
  };
}
