import { beforeAll, describe, expect, it } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { EVENT_SOURCE } from '@shared/events';
import { FUNCTIONS } from '@infra/manifest';
import { COMMUNITY_EVENTS } from '@functions/communities/handlers/process-community-events';
import { COMMUNITY_NOTIFICATION_EVENTS } from '@functions/communities/handlers/send-community-notifications';
import { SEARCH_INDEX_EVENTS } from '@functions/search/handlers/update-search-index';
import { buildStack, routesByKey } from './stack-fixture';
import { EVERY_COMMUNITY_ROUTE } from '../support/community-routes';

// Communities in the real stack: the community routes behind the right authorizer setting, and the
// community consumers on the bus with a DLQ each, subscribed to exactly what their handlers route.
let template: Template;
let routesTemplate: Template;
beforeAll(() => {
  ({ template, routes: routesTemplate } = buildStack());
});
const spec = (name: string) => FUNCTIONS.find((f) => f.name === name)!;

describe('community routes and consumers in CDK', () => {
  it('public reads have no authorizer; every other community route has the JWT authorizer', () => {
    const routes = routesByKey(routesTemplate);
    const community = [...routes.keys()].filter(
      (key) => key.includes('/api/') && (key.includes('/communit') || key.includes('community-image')),
    );
    expect(community.sort()).toEqual([...EVERY_COMMUNITY_ROUTE].sort());
    for (const key of community) {
      const isPublic = [
        'GET /api/communities',
        'GET /api/communities/{id}',
        'GET /api/communities/{id}/members',
        'GET /api/communities/{id}/reviews',
        'GET /api/communities/{id}/games',
      ].includes(key);
      expect(routes.get(key)!.AuthorizationType, key).toBe(isPublic ? 'NONE' : 'JWT');
    }
  });

  it('routes each community consumer exactly the events its handler knows, with a DLQ', () => {
    expect([...spec('process-community-events').events!.detailType].sort()).toEqual([...COMMUNITY_EVENTS].sort());
    expect([...spec('send-community-notifications').events!.detailType].sort()).toEqual(
      [...COMMUNITY_NOTIFICATION_EVENTS].sort(),
    );
    expect([...spec('update-search-index').events!.detailType].sort()).toEqual([...SEARCH_INDEX_EVENTS].sort());
    for (const name of ['process-community-events', 'send-community-notifications']) {
      template.hasResourceProperties('AWS::Events::Rule', {
        EventPattern: { source: [EVENT_SOURCE], 'detail-type': spec(name).events!.detailType },
        Targets: [Match.objectLike({ DeadLetterConfig: { Arn: Match.anyValue() }, RetryPolicy: Match.anyValue() })],
      });
    }
  });
});
