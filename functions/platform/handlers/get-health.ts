import { healthProbe } from '@functions/accounts/profile';
import { httpHandler, json } from '../http/http';

// Public: a load balancer, an operator or the e2e tests can ask whether the app can reach its data.
export const handler = httpHandler(async () => {
  const reachable = await healthProbe().tableReachable();
  return json(reachable ? 200 : 503, {
    status: reachable ? 'ok' : 'degraded',
    table: reachable ? 'reachable' : 'unreachable',
    time: new Date().toISOString(),
  });
});
