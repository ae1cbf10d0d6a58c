import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildStack } from './stack-fixture';

// CloudFormation refuses a template of more than 500 resources, and only at deploy time: synth
// and every other test pass. Each new function adds ~5 resources to the app stack and each route 3
// to the routes stack, so this fails with room to spare (decision 027) rather than at `cdk deploy`.
// The event consumers moved to a nested stack of their own at 477 (decision 049): the app stack
// holds about 325 now, the routes about 195, the consumers about 155.
const BUDGET = 475;

describe('CloudFormation resource limit', () => {
  const { stack, nested } = buildStack();
  // The app stack alone: the fixture's `template` folds the consumers' nested stack back in.
  const template = Template.fromStack(stack);
  const counts = [['app', template] as const, ...nested.map((n) => [n.node.id, Template.fromStack(n)] as const)].map(
    ([name, t]) => [name, Object.keys(t.toJSON().Resources ?? {}).length] as const,
  );

  it.each(counts)('the %s stack (%i resources) stays under the budget', (name, count) => {
    expect(
      count,
      `${name} has ${count} resources; CloudFormation's limit is 500. Move a group of resources to a nested stack.`,
    ).toBeLessThanOrEqual(BUDGET);
  });

  it('puts the API routes and the event consumers in nested stacks of their own', () => {
    expect(nested.map((n) => n.node.id)).toEqual(expect.arrayContaining(['ApiRoutes', 'Consumers']));
    expect(Object.values(template.findResources('AWS::ApiGatewayV2::Route'))).toHaveLength(0);
  });
});
