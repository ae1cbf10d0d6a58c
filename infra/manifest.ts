// Every function of the app, declared once. Each domain declares its own in
// functions/<domain>/manifest.ts; this list gathers them. The CDK stack turns it into Lambdas,
// routes, authorizers, rules, DLQs and grants; the local stack runs the same entries in process.
// Nothing here may be written again elsewhere: add a function to its domain's manifest and both
// runtimes have it.

import { accountsFunctions } from '@functions/accounts/manifest';
import { adminFunctions } from '@functions/admin/manifest';
import { communitiesFunctions } from '@functions/communities/manifest';
import { discoverFunctions } from '@functions/discover/manifest';
import { gamesFunctions } from '@functions/games/manifest';
import { hostingFunctions } from '@functions/hosting/manifest';
import { joinsFunctions } from '@functions/joins/manifest';
import { notificationsFunctions } from '@functions/notifications/manifest';
import { paymentsFunctions } from '@functions/payments/manifest';
import { ENV, type EnvName } from '@functions/platform/env-names';
import type { FunctionSpec } from '@functions/platform/function-spec';
import { platformFunctions } from '@functions/platform/manifest';
import { realtimeFunctions } from '@functions/realtime/manifest';
import { searchFunctions } from '@functions/search/manifest';
import { sharingFunctions } from '@functions/sharing/manifest';
import { teamsFunctions } from '@functions/teams/manifest';
import { inDeployedOrder } from './function-order';

export { ENV, type EnvName };
export type {
  Access,
  BucketAccess,
  CognitoTrigger,
  EventSubscription,
  FunctionSpec,
  HttpMethod,
  HttpRoute,
} from '@functions/platform/function-spec';

export const FUNCTIONS: FunctionSpec[] = inDeployedOrder([
  ...platformFunctions,
  ...accountsFunctions,
  ...gamesFunctions,
  ...discoverFunctions,
  ...hostingFunctions,
  ...adminFunctions,
  ...searchFunctions,
  ...notificationsFunctions,
  ...joinsFunctions,
  ...paymentsFunctions,
  ...communitiesFunctions,
  ...sharingFunctions,
  ...teamsFunctions,
  ...realtimeFunctions,
]);

export const httpRoutes = () => FUNCTIONS.flatMap((fn) => (fn.routes ?? []).map((route) => ({ ...route, fn })));

/**
 * The app-page prefixes the API serves instead of the web bucket ('/game/', '/community/'):
 * the CloudFront behaviours and the local server's routing both come from here.
 */
export const pageRoutePrefixes = (functions: FunctionSpec[] = FUNCTIONS) => [
  ...new Set(
    functions
      .flatMap((fn) => fn.routes ?? [])
      .filter((route) => !route.path.startsWith('/api/'))
      .map((route) => `/${route.path.split('/')[1]}/`),
  ),
];
