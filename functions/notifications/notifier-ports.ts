import { dynamoGameRepository } from '@functions/games/public-storage';
import { dynamoJoinRequestRepository } from '@functions/joins/public-storage';
import { table } from '../platform/dynamo/table';
import { noticePorts } from './public-notice-ports';

/** What a consumer that tells players and hosts about a game needs: the notice ports, the games and the requests. */
export function notifierPorts() {
  const { db, name } = table();
  return {
    ...noticePorts(),
    games: dynamoGameRepository(db, name),
    requests: dynamoJoinRequestRepository(db, name),
  };
}
