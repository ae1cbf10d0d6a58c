import { dynamoGameRepository } from '@functions/games/public-storage';
import { dynamoJoinRequestRepository } from '@functions/joins/public-storage';
import { cognitoVerifiedEmails } from '@functions/accounts/public-storage';
import type { VerifiedEmails } from '@functions/accounts';
import { ENV } from '../platform/env-names';
import { readEnv } from '../platform/env';
import { once } from '../platform/once';
import { table } from '../platform/dynamo/table';
import { noticePorts } from './public-notice-ports';

/** What a consumer that tells players and hosts about a game needs: the notice ports, the games and the requests. */
export function notifierPorts() {
  const { db, name } = table();
  return {
    ...noticePorts(),
    games: dynamoGameRepository(db, name),
    requests: dynamoJoinRequestRepository(db, name),
    verifiedEmails,
  };
}

// Built on first use: only an e-mail to someone whose profile has no address asks the pool.
const poolEmails = /* @__PURE__ */ once(() => cognitoVerifiedEmails(readEnv([ENV.userPoolId]).USER_POOL_ID));
const verifiedEmails: VerifiedEmails = { of: (userId) => poolEmails().of(userId) };
