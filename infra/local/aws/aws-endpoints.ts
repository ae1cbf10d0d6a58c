import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson, sendText } from '../http-util';
import { localCredentialProblem } from './local-credentials';
import type { LocalEventBus } from './event-bus';
import { sesSendEmail, snsPublish, snsPublishXml } from './notification-services';
import type { Outbox } from './outbox';
import type { LocalOneTimeSchedules } from '../one-time-schedules';
import { handleSchedulerApi } from './scheduler-api';
import { sqsOperation } from './work-queues';

// The AWS APIs functions call besides DynamoDB and S3, answered in process. The SDK reaches them
// through AWS_ENDPOINT_URL_<SERVICE>, so handler code does not know it runs locally.
export function createAwsEndpoints(deps: {
  bus: LocalEventBus;
  outbox: Outbox;
  schedules: LocalOneTimeSchedules;
  prefix: string;
  secret: (id: string) => string | null;
}) {
  return async function handleAws(req: IncomingMessage, res: ServerResponse, url: URL) {
    // Every call here is IAM-signed in AWS; only the app's own SDK clients hold the local key.
    const problem = localCredentialProblem(req);
    if (problem) return sendJson(res, problem.status, { __type: problem.type, message: problem.message });
    const service = url.pathname.slice(deps.prefix.length + 1).split('/')[0];
    const raw = (await readBody(req)).toString('utf8');
    try {
      if (service === 'eventbridge') {
        return sendJson(res, 200, deps.bus.putEvents(JSON.parse(raw || '{}')), {
          'content-type': 'application/x-amz-json-1.1',
        });
      }
      if (service === 'sqs') {
        const target = String(req.headers['x-amz-target'] ?? '');
        return sendJson(res, 200, sqsOperation(deps.bus, target, JSON.parse(raw || '{}')), {
          'content-type': 'application/x-amz-json-1.0',
        });
      }
      if (service === 'secretsmanager') {
        const { SecretId } = JSON.parse(raw || '{}');
        const value = deps.secret(SecretId);
        if (value === null)
          return sendJson(res, 400, {
            __type: 'ResourceNotFoundException',
            message: "Secrets Manager can't find the specified secret.",
          });
        return sendJson(
          res,
          200,
          { ARN: SecretId, Name: SecretId, SecretString: value },
          { 'content-type': 'application/x-amz-json-1.1' },
        );
      }
      if (service === 'ses' && url.pathname.endsWith('/v2/email/outbound-emails')) {
        return sendJson(res, 200, sesSendEmail(deps.outbox, JSON.parse(raw || '{}')));
      }
      if (service === 'scheduler') {
        const path = url.pathname.slice(deps.prefix.length + '/scheduler'.length);
        return handleSchedulerApi(deps.schedules, req.method ?? 'GET', path, url.searchParams, raw, res);
      }
      if (service === 'sns') {
        const isJson = String(req.headers['content-type'] ?? '').includes('json');
        const params = isJson ? JSON.parse(raw || '{}') : Object.fromEntries(new URLSearchParams(raw));
        const message = snsPublish(deps.outbox, params);
        return isJson
          ? sendJson(res, 200, { MessageId: message.id })
          : sendText(res, 200, snsPublishXml(message.id), 'text/xml');
      }
      return sendJson(res, 404, { message: `No local stand-in for ${url.pathname}` });
    } catch (error) {
      const status = (error as { status?: number }).status ?? 400;
      return sendJson(res, status, { __type: 'ValidationException', message: String((error as Error).message) });
    }
  };
}
