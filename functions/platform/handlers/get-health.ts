import { dynamoHealthProbe } from '../dynamo/health-probe';
import { table } from '../dynamo/table';
import { httpHandler, json } from '../http/http';
import { once } from '../once';

// Public: a load balancer, an operator or the e2e tests can ask whether the app can reach its data.
// The probe is built here from the table alone: it reads no domain's items.
const healthProbe = /* @__PURE__ */ once(() => dynamoHealthProbe(table().client, table().name));

export const handler = httpHandler(async () => {
  const reachable = await healthProbe().tableReachable();
  return json(reachable ? 200 : 503, {
    status: reachable ? 'ok' : 'degraded',
    table: reachable ? 'reachable' : 'unreachable',
    time: new Date().toISOString(),
  });
});
