import type { ServerResponse } from 'node:http';
import { sendJson } from '../http-util';
import { LOCAL } from '../names';
import {
  parseAtExpression,
  ScheduleConflict,
  ScheduleNotFound,
  type LocalOneTimeSchedules,
} from '../one-time-schedules';

// EventBridge Scheduler's REST API as the SDK calls it (Create/Update/Delete/GetSchedule on
// /schedules/{Name}), answered by the local one-time schedules. It refuses what AWS would refuse
// for our use: another group, a role other than the scheduler's, a target that is not a manifest
// schedule target, an expression other than at(…) in UTC, a flexible window.

const LAMBDA_ARN = /^arn:aws:lambda:[\w-]+:\d{12}:function:([\w-]+)$/;

/** The ARN the local stack gives a manifest function (SCHEDULE_TARGET_ARNS locally). */
export const localFunctionArn = (name: string) => `arn:aws:lambda:${LOCAL.region}:000000000000:function:${name}`;

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
  ) {
    super(message);
  }
}

interface ScheduleBody {
  GroupName?: string;
  ScheduleExpression?: string;
  ScheduleExpressionTimezone?: string;
  FlexibleTimeWindow?: { Mode?: string; MaximumWindowInMinutes?: number };
  ActionAfterCompletion?: string;
  Target?: { Arn?: string; RoleArn?: string; Input?: string };
}

export function handleSchedulerApi(
  schedules: LocalOneTimeSchedules,
  method: string,
  path: string,
  query: URLSearchParams,
  raw: string,
  res: ServerResponse,
) {
  try {
    const match = /^\/schedules\/([^/]+)$/.exec(path);
    if (!match)
      throw new ApiError(404, 'ResourceNotFoundException', `No local Scheduler operation for ${method} ${path}`);
    const name = decodeURIComponent(match[1]!);
    const scheduleArn = `arn:aws:scheduler:${LOCAL.region}:000000000000:schedule/${LOCAL.scheduleGroupName}/${name}`;
    if (method === 'POST' || method === 'PUT') {
      const schedule = scheduleOf(name, JSON.parse(raw || '{}') as ScheduleBody, schedules);
      if (method === 'POST') schedules.create(schedule);
      else schedules.update(schedule);
      return sendJson(res, 200, { ScheduleArn: scheduleArn });
    }
    const group = query.get('groupName') ?? 'default';
    checkGroup(group);
    if (method === 'DELETE') {
      schedules.delete(group, name);
      return sendJson(res, 200, {});
    }
    if (method === 'GET') {
      const found = schedules.get(group, name);
      if (!found) throw new ScheduleNotFound(`Schedule ${name} does not exist.`);
      return sendJson(res, 200, {
        Arn: scheduleArn,
        Name: name,
        GroupName: group,
        ScheduleExpression: `at(${found.at.slice(0, 19)})`,
        ScheduleExpressionTimezone: 'UTC',
        State: 'ENABLED',
        ActionAfterCompletion: 'DELETE',
        FlexibleTimeWindow: { Mode: 'OFF' },
        Target: { Arn: localFunctionArn(found.target), RoleArn: LOCAL.schedulerRoleArn, Input: found.input },
      });
    }
    throw new ApiError(405, 'ValidationException', `Method ${method} not allowed`);
  } catch (error) {
    const [status, type] =
      error instanceof ApiError
        ? [error.status, error.type]
        : error instanceof ScheduleConflict
          ? [409, 'ConflictException']
          : error instanceof ScheduleNotFound
            ? [404, 'ResourceNotFoundException']
            : [400, 'ValidationException'];
    return sendJson(
      res,
      status,
      { __type: type, Message: String((error as Error).message), message: String((error as Error).message) },
      { 'x-amzn-errortype': type },
    );
  }
}

function checkGroup(group: string) {
  if (group !== LOCAL.scheduleGroupName)
    throw new ApiError(404, 'ResourceNotFoundException', `Schedule group ${group} does not exist.`);
}

function scheduleOf(name: string, body: ScheduleBody, schedules: LocalOneTimeSchedules) {
  checkGroup(body.GroupName ?? 'default');
  const at = parseAtExpression(body.ScheduleExpression ?? '');
  if (!at)
    throw new ApiError(
      400,
      'ValidationException',
      'Only one-time at(yyyy-mm-ddThh:mm:ss) schedules are supported locally',
    );
  if ((body.ScheduleExpressionTimezone ?? 'UTC') !== 'UTC')
    throw new ApiError(400, 'ValidationException', 'Local schedules run in UTC');
  // A flexible window fires here at its first instant, one of the instants AWS may choose.
  const window = body.FlexibleTimeWindow;
  const flexibleOk =
    window?.Mode === 'FLEXIBLE' &&
    Number.isInteger(window.MaximumWindowInMinutes) &&
    window.MaximumWindowInMinutes! >= 1 &&
    window.MaximumWindowInMinutes! <= 1440;
  if (window?.Mode !== 'OFF' && !flexibleOk)
    throw new ApiError(
      400,
      'ValidationException',
      'FlexibleTimeWindow: Mode OFF, or FLEXIBLE with MaximumWindowInMinutes from 1 to 1440',
    );
  if (body.Target?.RoleArn !== LOCAL.schedulerRoleArn)
    throw new ApiError(400, 'ValidationException', 'Target.RoleArn must be the scheduler role');
  const target = LAMBDA_ARN.exec(body.Target?.Arn ?? '')?.[1];
  if (!target || !schedules.isTarget(target))
    throw new ApiError(400, 'ValidationException', `Target ${body.Target?.Arn} is not a schedule target`);
  return { name, group: body.GroupName!, at: at.toISOString(), target, input: body.Target?.Input ?? '{}' };
}
