import { beforeAll, describe, expect, it } from 'vitest';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { ENV, FUNCTIONS, type FunctionSpec } from '@infra/manifest';
import { SCHEDULE_TARGETS } from '@functions/platform/schedule-targets';
import { SCHEDULE_ACTIONS } from '@infra/constructs/one-time-schedules';
import { GAME_SCHEDULE_EVENTS } from '@functions/games/handlers/schedule-game-status';
import { buildStack, FULL_CONTEXT } from './stack-fixture';

// Games that finish, in the CDK stack: the schedule group, the role Scheduler assumes, who may keep schedules
// (and pass that role), and what the role may invoke.
let template: Template;
beforeAll(() => {
  ({ template } = buildStack({ context: FULL_CONTEXT }));
});

type Resource = { Properties: Record<string, any> };
const resourcesOf = (type: string) => Object.entries(template.findResources(type) as Record<string, Resource>);
const spec = (name: string) => FUNCTIONS.find((f) => f.name === name)!;
const lambdaOf = (fn: FunctionSpec) =>
  resourcesOf('AWS::Lambda::Function').find(([, f]) => f.Properties.Description === fn.description)!;
const statementsOfRole = (roleId: string) =>
  resourcesOf('AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId))
    .flatMap(
      ([, p]) =>
        p.Properties.PolicyDocument.Statement as {
          Action: string | string[];
          Resource: unknown;
          Condition?: unknown;
        }[],
    );
const statementsOf = (fn: FunctionSpec) => statementsOfRole(lambdaOf(fn)[1].Properties.Role['Fn::GetAtt'][0]);
const actionsOf = (s: { Action: string | string[] }) => [s.Action].flat();
const schedulerRoleId = () =>
  resourcesOf('AWS::IAM::Role').find(([, r]) =>
    JSON.stringify(r.Properties.AssumeRolePolicyDocument).includes('scheduler.amazonaws.com'),
  )![0];

describe('one-time schedules in the stack', () => {
  it('creates one schedule group named for the stage', () => {
    template.resourceCountIs('AWS::Scheduler::ScheduleGroup', 1);
    template.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: 'yaktiv-prod' });
  });

  it('has a role only EventBridge Scheduler of this account assumes, which may invoke exactly the schedule targets', () => {
    const roleId = schedulerRoleId();
    const role = template.findResources('AWS::IAM::Role')[roleId]!;
    // The confused-deputy guard names this account and the group (Scheduler's source is the group's ARN).
    const groupId = Object.keys(template.findResources('AWS::Scheduler::ScheduleGroup'))[0]!;
    expect(role.Properties.AssumeRolePolicyDocument.Statement[0].Condition).toEqual({
      StringEquals: {
        'aws:SourceAccount': { Ref: 'AWS::AccountId' },
        'aws:SourceArn': { 'Fn::GetAtt': [groupId, 'Arn'] },
      },
    });
    const invokes = statementsOfRole(roleId);
    expect([...new Set(invokes.flatMap(actionsOf))]).toEqual(['lambda:InvokeFunction']);
    const targets = FUNCTIONS.filter((f) => f.scheduleTarget);
    expect(targets.map((f) => f.name).sort()).toEqual(Object.values(SCHEDULE_TARGETS).sort());
    const arn = (r: unknown) => JSON.stringify(r);
    expect(
      invokes
        .flatMap((s) => [s.Resource].flat())
        .map(arn)
        .sort(),
    ).toEqual(targets.map((f) => arn({ 'Fn::GetAtt': [lambdaOf(f)[0], 'Arn'] })).sort());
  });

  it('lets exactly the functions that keep schedules create, move and delete them in the group, and pass only that role', () => {
    const creators = FUNCTIONS.filter((f) => f.createsSchedules)
      .map((f) => f.name)
      .sort();
    expect(creators).toEqual([
      'follow-spot-offers',
      'schedule-game-status',
      'schedule-reminders',
      'sweep-game-statuses',
    ]);
    for (const fn of FUNCTIONS) {
      const statements = statementsOf(fn);
      const scheduling = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('scheduler:')));
      const passing = statements.filter((s) => actionsOf(s).includes('iam:PassRole'));
      if (!creators.includes(fn.name)) {
        expect(scheduling.length + passing.length, fn.name).toBe(0);
        continue;
      }
      expect(scheduling.flatMap(actionsOf).sort(), fn.name).toEqual([...SCHEDULE_ACTIONS].sort());
      expect(JSON.stringify(scheduling[0]!.Resource), fn.name).toContain(':schedule/yaktiv-prod/*');
      expect(
        passing.map((s) => s.Resource),
        fn.name,
      ).toEqual([{ 'Fn::GetAtt': [schedulerRoleId(), 'Arn'] }]);
      expect(passing[0]!.Condition, fn.name).toEqual({
        StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' },
      });
      const env = lambdaOf(fn)[1].Properties.Environment.Variables;
      expect(env[ENV.scheduleGroupName]).toBe('yaktiv-prod');
      expect(env[ENV.schedulerRoleArn]).toEqual({ 'Fn::GetAtt': [schedulerRoleId(), 'Arn'] });
      for (const target of fn.createsSchedules!)
        expect(JSON.stringify(env[ENV.scheduleTargetArns]), fn.name).toContain(lambdaOf(spec(target))[0]);
    }
  });

  it('gives the target a dead-letter queue (Lambda async invocations), and the sweep its 15-minute rule', () => {
    expect(lambdaOf(spec(SCHEDULE_TARGETS.gameStatus))[1].Properties.DeadLetterConfig).toEqual({
      TargetArn: expect.anything(),
    });
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(15 minutes)',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [lambdaOf(spec('sweep-game-statuses'))[0], 'Arn'] } })],
    });
  });

  it('subscribes the scheduling consumer to exactly the game events it handles', () => {
    expect([...spec('schedule-game-status').events!.detailType].sort()).toEqual([...GAME_SCHEDULE_EVENTS].sort());
  });

  it('refuses a creator without its env names, or one naming a function that is not a schedule target', () => {
    const creator = spec('schedule-game-status');
    expect(() =>
      buildStack({ functions: [{ ...creator, env: [ENV.tableName] }, spec(SCHEDULE_TARGETS.gameStatus)] }),
    ).toThrow(/creates schedules but does not list SCHEDULE_GROUP_NAME/);
    expect(() =>
      buildStack({ functions: [creator, { ...spec(SCHEDULE_TARGETS.gameStatus), scheduleTarget: undefined }] }),
    ).toThrow(/not a manifest function with scheduleTarget/);
  });
});
