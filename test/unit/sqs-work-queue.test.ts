import { afterEach, describe, expect, it, vi } from 'vitest';
import { sqsWorkQueue } from '@functions/platform/aws/sqs-work-queue';
import { workEnvelope } from '@functions/platform/events/work-queue';

// The consumers' work queue speaks SQS's JSON protocol itself (no SQS client in the bundles): ten
// messages a signed call, the entries SQS refused sent again, and a delivery that fails when SQS
// keeps refusing, so its messages are not lost.
const env = {
  AWS_REGION: 'ap-south-1',
  AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  AWS_SECRET_ACCESS_KEY: 'secret',
  AWS_ENDPOINT_URL_SQS: '',
};
const QUEUE = 'https://sqs.ap-south-1.amazonaws.com/123456789012/yaktiv-dev-send-join-notifications';
const envelopes = (n: number) =>
  Array.from({ length: n }, (_, i) => workEnvelope('Job.request', { eventId: 'e', userId: `u${i}` }, 'T'));

type Call = { url: string; headers: Record<string, string>; body: { QueueUrl: string; Entries: { Id: string }[] } };
function fakeSqs(refuse: (call: number, ids: string[]) => string[]) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: URL, init: { headers: Record<string, string>; body: string }) => {
    const body = JSON.parse(init.body) as Call['body'];
    calls.push({ url: String(url), headers: init.headers, body });
    const refused = refuse(
      calls.length,
      body.Entries.map((e) => e.Id),
    );
    return new Response(
      JSON.stringify({
        Successful: body.Entries.filter((e) => !refused.includes(e.Id)).map((e) => ({ Id: e.Id })),
        Failed: refused.map((Id) => ({ Id, Code: 'ThrottlingException' })),
      }),
      { status: 200 },
    );
  });
  return calls;
}

describe('SQS work queue', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  it('sends ten messages a call, signed for SQS in the queue’s region, as SendMessageBatch', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', env.AWS_ACCESS_KEY_ID);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', env.AWS_SECRET_ACCESS_KEY);
    const calls = fakeSqs(() => []);
    await sqsWorkQueue(QUEUE, env).send(envelopes(23));
    expect(calls.map((c) => c.body.Entries.length)).toEqual([10, 10, 3]);
    const [first] = calls;
    expect(first!.url).toBe('https://sqs.ap-south-1.amazonaws.com/');
    expect(first!.body.QueueUrl).toBe(QUEUE);
    expect(first!.headers['x-amz-target']).toBe('AmazonSQS.SendMessageBatch');
    expect(first!.headers['content-type']).toBe('application/x-amz-json-1.0');
    expect(first!.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-south-1\/sqs\/aws4_request, SignedHeaders=.*x-amz-target.*, Signature=[0-9a-f]{64}$/,
    );
    // The envelope goes as the message body, for the consumer's handler to route.
    const sent = (calls[2]!.body.Entries as unknown as { MessageBody: string }[]).map((e) => JSON.parse(e.MessageBody));
    expect(sent.at(-1)).toEqual({ 'detail-type': 'Job.request', detail: { eventId: 'e', userId: 'u22' }, time: 'T' });
    vi.unstubAllEnvs();
  });

  it('sends again only what SQS refused, and fails the delivery when it keeps refusing', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', env.AWS_ACCESS_KEY_ID);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', env.AWS_SECRET_ACCESS_KEY);
    const once = fakeSqs((call) => (call === 1 ? ['3', '7'] : []));
    await sqsWorkQueue(QUEUE, env).send(envelopes(10));
    expect(once.map((c) => c.body.Entries.map((e) => e.Id))).toEqual([
      ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
      ['3', '7'],
    ]);
    fakeSqs((_, ids) => ids.slice(0, 1));
    await expect(sqsWorkQueue(QUEUE, env).send(envelopes(2))).rejects.toThrow('SQS refused 1 messages');
    vi.unstubAllEnvs();
  });

  it('goes to the local stand-in when the stack points it there', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', env.AWS_ACCESS_KEY_ID);
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', env.AWS_SECRET_ACCESS_KEY);
    const calls = fakeSqs(() => []);
    const local = 'http://127.0.0.1:4000/_aws/sqs';
    await sqsWorkQueue(`${local}/queue/send-join-notifications`, { ...env, AWS_ENDPOINT_URL_SQS: local }).send(
      envelopes(1),
    );
    expect(calls[0]!.url).toBe(local);
    vi.unstubAllEnvs();
  });
});
