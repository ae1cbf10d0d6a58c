import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { dynamoGameRepository } from '@functions/games/adapters/game-repository';
import { createHostRequestService } from '@functions/hosting/host-request-service';
import { dynamoJoinRequestRepository } from '@functions/joins/adapters/join-request-repository';
import { createJoinService } from '@functions/joins/join-service';
import { systemClock } from '@functions/platform/clock';

/**
 * The services a demo seed asks to join and decides with: the same ones the API runs, so the
 * seeded requests raise the same events (the host's bell, the outbox, the kept aggregates).
 */
export function demoJoinServices(db: DynamoDBDocumentClient, tableName: string) {
  const games = dynamoGameRepository(db, tableName);
  const requests = dynamoJoinRequestRepository(db, tableName);
  return {
    games,
    requests,
    joins: createJoinService({ games, requests, clock: systemClock }),
    hosts: createHostRequestService({
      games,
      requests,
      clock: systemClock,
      paymentUrl: (id) => `${process.env.APP_URL ?? ''}/pay/${id}`,
    }),
  };
}
