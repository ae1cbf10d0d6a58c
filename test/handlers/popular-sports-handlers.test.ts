import { describe, expect, it } from 'vitest';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { answer, httpEventFor, manifestHandlers, mockedDynamo } from '../support/handler-world';
import { subscribedEvents } from '../support/manifest-handler';
import { setHandlerEnv } from '../support/handler-env';

// Home's Popular Sports handlers against a mocked DynamoDB: the read is one BatchGet of the six
// counters and may be kept a few minutes; the consumer is subscribed to exactly what it handles.
setHandlerEnv();
const { doc } = mockedDynamo();
const handlers = manifestHandlers(['get-popular-sports']);
const visitor = httpEventFor('/api/sports/popular', '');

describe('GET /api/sports/popular', () => {
  it('reads the six counters in one BatchGet, a sport with no counter as 0, cacheable for five minutes', async () => {
    doc.on(BatchGetCommand).callsFake((input: { RequestItems: Record<string, { Keys: unknown[] }> }) => {
      const [table] = Object.keys(input.RequestItems);
      return {
        Responses: {
          [table!]: [
            { pk: 'SPORTPLAYERS#cricket', players: 1234 },
            { pk: 'SPORTPLAYERS#tennis', players: 3 },
          ],
        },
      };
    });
    const result = await handlers['get-popular-sports']!(visitor({ sub: null }));
    expect(answer(result)).toEqual({
      status: 200,
      body: {
        sports: [
          { sport: 'cricket', players: 1234 },
          { sport: 'football', players: 0 },
          { sport: 'badminton', players: 0 },
          { sport: 'basketball', players: 0 },
          { sport: 'pickleball', players: 0 },
          { sport: 'tennis', players: 3 },
        ],
      },
    });
    expect(result.headers['cache-control']).toBe('public, max-age=300');
    const calls = doc.commandCalls(BatchGetCommand);
    expect(calls).toHaveLength(1);
    expect(Object.values(calls[0]!.args[0].input.RequestItems!)[0]!.Keys).toHaveLength(6);
  });
});

describe('count-sport-players', () => {
  it('subscribes in the manifest to exactly the events it handles', async () => {
    const { SPORT_PLAYER_EVENTS } = await import('@functions/discover/handlers/count-sport-players');
    expect(subscribedEvents('count-sport-players')).toEqual([...SPORT_PLAYER_EVENTS].sort());
  });
});
