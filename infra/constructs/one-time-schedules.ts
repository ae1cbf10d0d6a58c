import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Construct } from 'constructs';
import { ENV } from '../manifest';
import type { ManifestFunction } from './manifest-function';

/** What a function that keeps one-time schedules may do, on its group's schedules only. */
export const SCHEDULE_ACTIONS = ['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule'];

// One-time schedules (decision 025): the group the app's schedules live in and the role
// EventBridge Scheduler assumes to invoke their targets. Functions declared `createsSchedules` may
// create, move and delete schedules of this group and pass this role; the role may invoke exactly
// the functions declared `scheduleTarget`.
export class OneTimeSchedules extends Construct {
  readonly group: ScheduleGroup;
  readonly role: Role;
  readonly groupName: string;

  constructor(scope: Construct, id: string, props: { stage: string }) {
    super(scope, id);
    const stack = Stack.of(this);
    this.groupName = `yaktiv-${props.stage}`;
    // Deleting the group deletes its schedules: they only mean something with this stack's functions.
    this.group = new ScheduleGroup(this, 'Group', {
      scheduleGroupName: this.groupName,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.role = new Role(this, 'InvokeRole', {
      description: 'EventBridge Scheduler invokes the schedule targets of Yaktiv',
      // Only this account's schedule group may use it (confused-deputy guard: Scheduler sends the
      // group's ARN as the source, not the schedule's).
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: {
          StringEquals: { 'aws:SourceAccount': stack.account, 'aws:SourceArn': this.group.scheduleGroupArn },
        },
      }),
    });
  }

  /** Every schedule of the group (names are per game and move, so not known in advance). */
  schedulesArn(): string {
    return Stack.of(this).formatArn({
      service: 'scheduler',
      resource: 'schedule',
      resourceName: `${this.groupName}/*`,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
  }

  /** The role may invoke this function (the function itself, no versions or aliases). */
  allowTarget(target: ManifestFunction) {
    this.role.addToPolicy(
      new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [target.fn.functionArn] }),
    );
  }

  /** The function may keep schedules of the group that invoke these targets, and learns their ARNs. */
  allowCreator(creator: ManifestFunction, targets: ManifestFunction[]) {
    creator.fn.addToRolePolicy(new PolicyStatement({ actions: SCHEDULE_ACTIONS, resources: [this.schedulesArn()] }));
    creator.fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [this.role.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      }),
    );
    const arns = Object.fromEntries(targets.map((target) => [target.spec.name, target.fn.functionArn]));
    creator.fn.addEnvironment(ENV.scheduleTargetArns, Stack.of(this).toJsonString(arns));
  }
}
