import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { STAGE_THROTTLE } from '@infra/api-throttles';
import { createRouteThrottle } from '@infra/local/route-throttle';
import { httpRoutes } from '@infra/manifest';
import { buildStack } from './stack-fixture';

// What launch day needs of the deployed stack: per-route API limits shared with the local server.
const { template } = buildStack();
const only = (t: Template, type: string) => {
  const found = Object.entries(t.findResources(type));
  expect(found, type).toHaveLength(1);
  return found[0]!;
};

describe('per-route API limits', () => {
  it('come from the table the local server applies', () => {
    const [, stage] = only(template, 'AWS::ApiGatewayV2::Stage');
    const local = createRouteThrottle();
    const expected = Object.fromEntries(
      httpRoutes()
        .map((route) => `${route.method} ${route.path}`)
        .filter((key) => local.limitOf(key) !== STAGE_THROTTLE)
        .map((key) => [
          key,
          { ThrottlingRateLimit: local.limitOf(key).rateLimit, ThrottlingBurstLimit: local.limitOf(key).burstLimit },
        ]),
    );
    expect(stage.Properties.RouteSettings).toEqual(expected);
    expect(expected['POST /api/auth/phone']).toEqual({ ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 });
    expect(stage.Properties.DefaultRouteSettings).toEqual({
      ThrottlingRateLimit: STAGE_THROTTLE.rateLimit,
      ThrottlingBurstLimit: STAGE_THROTTLE.burstLimit,
    });
  });

  it('are set only once the routes they name exist', () => {
    const [, stage] = only(template, 'AWS::ApiGatewayV2::Stage');
    const [routesStackId] = Object.keys(template.findResources('AWS::CloudFormation::Stack')).filter((id) =>
      id.startsWith('ApiRoutes'),
    );
    expect(stage.DependsOn).toContain(routesStackId);
  });
});
