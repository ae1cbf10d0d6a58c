import { httpHandler, json } from '@functions/platform/http/http';
import { sportPlayersService } from '../sport-players';

// Home's Popular Sports (public): six kept counters in one BatchGet. The same for everyone and slow
// to change, so browsers and the CDN may keep the answer a few minutes.
const KEEP_SECONDS = 300;

export const handler = httpHandler(async () => {
  const answer = json(200, await sportPlayersService().popular());
  return { ...answer, headers: { ...answer.headers, 'cache-control': `public, max-age=${KEEP_SECONDS}` } };
});
