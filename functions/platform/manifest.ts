// The app's own functions, not any one domain's: the health check, the /api 404 and the
// publisher that moves outbox items from the table stream onto the event bus.

import { ENV } from './env-names';
import { declareFunctions } from './function-spec';

export const platformFunctions = declareFunctions('platform', [
  {
    name: 'get-health',
    description: 'Public health check: reports whether the table is reachable',
    publicRoutes: ['GET /api/health'],
    table: 'read',
  },
  {
    name: 'not-found',
    description: 'Answers JSON 404 for any /api path no other route claims',
    publicRoutes: ['ANY /api/{proxy+}'],
  },
  {
    name: 'publish-events',
    description: 'Publishes outbox items from the table stream to the event bus',
    tableStream: true,
    env: [ENV.eventBusName],
    publishesEvents: true,
  },
]);
