import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ForecastCache, KeptForecast } from '../forecast-ports';

// One item per game, in a partition of its own: a viral game's page readers must not add reads to
// the game's partition (decision 059), and the item expires by the table's TTL.
export const forecastKeys = {
  forecast: (gameId: string) => ({ pk: `FORECAST#${gameId}`, sk: 'FORECAST' }),
};

export function dynamoForecastCache(db: DynamoDBDocumentClient, tableName: string): ForecastCache {
  return {
    async get(gameId) {
      const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: forecastKeys.forecast(gameId) }));
      if (!Item) return null;
      // The TTL sweep runs late: an item past its time is as good as gone.
      if (typeof Item.expiresAt === 'number' && Item.expiresAt * 1000 <= Date.now()) return null;
      return {
        latitude: Number(Item.latitude),
        longitude: Number(Item.longitude),
        game_datetime: String(Item.game_datetime),
        fetched_at: String(Item.fetched_at),
        forecast: (Item.forecast as KeptForecast['forecast']) ?? null,
      };
    },
    async put(gameId, kept, expiresAt) {
      await db.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...forecastKeys.forecast(gameId),
            type: 'GameForecast',
            ...kept,
            expiresAt: Math.floor(expiresAt.getTime() / 1000),
          },
        }),
      );
    },
  };
}
