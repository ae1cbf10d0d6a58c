import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { atExpression, SCHEDULE_NAME, type OneTimeScheduler } from '../scheduler-port';
import { flexibleTimeWindow } from '../schedule-targets';

export interface SchedulerSettings {
  /** The schedule group the stack created; the function's grants cover this group only. */
  groupName: string;
  /** The role EventBridge Scheduler assumes to invoke a target (passed with iam:PassRole). */
  roleArn: string;
  /** Manifest function name → Lambda ARN, for the targets this function may schedule. */
  targets: Record<string, string>;
}

// A failed invocation is retried for up to six hours (Lambda's async DLQ keeps what still fails),
// as the event rules' targets are.
const RETRY_POLICY = { MaximumRetryAttempts: 8, MaximumEventAgeInSeconds: 6 * 60 * 60 };

// AWS_ENDPOINT_URL_SCHEDULER points this at the local stand-in when the local stack runs.
export function eventBridgeScheduler(settings: SchedulerSettings, client = new SchedulerClient({})): OneTimeScheduler {
  const checkName = (name: string) => {
    if (!SCHEDULE_NAME.test(name)) throw new Error(`Invalid schedule name ${name}`);
  };
  return {
    async upsert(name, at, target, payload) {
      checkName(name);
      const arn = settings.targets[target];
      if (!arn) throw new Error(`${target} is not a schedule target of this function`);
      const schedule = {
        Name: name,
        GroupName: settings.groupName,
        ScheduleExpression: atExpression(at),
        ScheduleExpressionTimezone: 'UTC',
        // Exactly at the moment for a status move; within a few minutes for a reminder.
        FlexibleTimeWindow: flexibleTimeWindow(target),
        ActionAfterCompletion: 'DELETE' as const,
        State: 'ENABLED' as const,
        Target: { Arn: arn, RoleArn: settings.roleArn, Input: JSON.stringify(payload), RetryPolicy: RETRY_POLICY },
      };
      try {
        await client.send(new CreateScheduleCommand(schedule));
      } catch (error) {
        if (!(error instanceof ConflictException)) throw error;
        // It exists: an update replaces every field, so this moves it and changes its payload.
        await client.send(new UpdateScheduleCommand(schedule));
      }
    },
    async delete(name) {
      checkName(name);
      try {
        await client.send(new DeleteScheduleCommand({ Name: name, GroupName: settings.groupName }));
      } catch (error) {
        if (!(error instanceof ResourceNotFoundException)) throw error;
      }
    },
  };
}
