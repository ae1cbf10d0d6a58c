// The app's own functions, not any one domain's: the health check, the /api 404 and the
// publisher that moves outbox items from the table stream onto the event bus.

import { ENV } from './env-names';
import type { FunctionSpec } from './function-spec';

export const platformFunctions: FunctionSpec[] = [
  {
    name: 'get-health',
    entry: 'functions/platform/handlers/get-health.ts',
    description: 'Public health check: reports whether the table is reachable',
    routes: [{ method: 'GET', path: '/api/health', auth: false }],
    env: [ENV.tableName],
    table: 'read',
  },
  {
    name: 'not-found',
    entry: 'functions/platform/handlers/not-found.ts',
    description: 'Answers JSON 404 for any /api path no other route claims',
    routes: [{ method: 'ANY', path: '/api/{proxy+}', auth: false }],
    env: [],
  },
  {
    name: 'publish-events',
    entry: 'functions/platform/handlers/publish-events.ts',
    description: 'Publishes outbox items from the table stream to the event bus',
    tableStream: true,
    env: [ENV.eventBusName],
    publishesEvents: true,
  },
];
