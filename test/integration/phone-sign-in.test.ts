import { CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { localCredentials } from '@infra/local/dynamo-local';
import { LOCAL } from '@infra/local/names';
import { accountKeys } from '@functions/accounts/adapters/keys';
import { dynamoSmsCodeStore, shardCaps } from '@functions/accounts/adapters/sms-code-store';
import { LIMITS } from '@shared/constants';
import { LOCAL_SMS_DLT } from '@infra/local/local-environment';
import { PHONE_SIGN_INS_PER_NETWORK_PER_HOUR } from '@functions/accounts/phone-sign-in-service';
import { sha256 } from '@functions/accounts/auth-tokens';
import { localAuthClient } from '../support/local-auth';

// Phone sign-in through the local pool and the real triggers, as the browser drives it, and the
// abuse it must withstand: code guessing, SMS pumping, number enumeration. Every test that texts a
// code lives here, so the app-wide SMS budget test can't disturb another file's test.
const base = inject('localStackUrl');
const db = DynamoDBDocumentClient.from(
  new DynamoDBClient({ endpoint: inject('dynamoEndpoint'), region: LOCAL.region, credentials: localCredentials }),
);
const pool = new CognitoIdentityProviderClient({
  region: LOCAL.region,
  credentials: localCredentials,
  endpoint: `${base}${LOCAL.paths.cognito}`,
});

const { outboxFor, postJson, customAuth, answer } = localAuthClient(base);
const newIndianNumber = (first = '7') => `+91${first}${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
const codeIn = (sms: { text: string }) => /(\d{6})/.exec(sms.text)![1]!;
const otherThan = (code: string, i = 0) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
async function usersWithPhone(phone: string) {
  return (
    (await pool.send(new ListUsersCommand({ UserPoolId: LOCAL.userPoolId, Filter: `phone_number = "${phone}"` })))
      .Users ?? []
  );
}
/** Records `count` earlier codes to the number (the newest two minutes ago), as five sign-ins in the last hour would. */
async function recordEarlierSends(phone: string, count: number) {
  const now = Date.now();
  const sends = Array.from({ length: count }, (_, i) => now - 2 * 60_000 - (count - 1 - i) * 10 * 60_000);
  await db.send(
    new PutCommand({
      TableName: LOCAL.tableName,
      Item: {
        ...accountKeys.smsSends(sha256(phone)),
        type: 'sms-sends',
        sends,
        version: 1,
        expiresAt: Math.floor(now / 1000) + 3600,
      },
    }),
  );
}
/** Fills this hour's SMS budget shards so that `left` codes remain; undo() deletes them again. */
async function spendAppBudget(left: number) {
  const hour = Math.floor(Date.now() / 3_600_000);
  const caps = shardCaps(LIMITS.smsCodesPerAppPerHour);
  const keys = caps.map((_, shard) => accountKeys.smsAppBudget(hour, shard));
  await Promise.all(
    caps.map((cap, shard) =>
      db.send(
        new PutCommand({
          TableName: LOCAL.tableName,
          Item: {
            ...keys[shard],
            type: 'sms-app-budget',
            sent: shard === 0 ? cap - left : cap,
            expiresAt: Math.floor(Date.now() / 1000) + 7200,
          },
        }),
      ),
    ),
  );
  return {
    undo: () => Promise.all(keys.map((Key) => db.send(new DeleteCommand({ TableName: LOCAL.tableName, Key })))),
  };
}
/** Asks for a code in a fresh session; answers with the session, the code and the pool username the triggers saw. */
async function requestCode(phone: string) {
  const before = (await outboxFor(phone, () => true)).length;
  const first = await customAuth(phone);
  const asked = await answer(first.body.Session, phone, '__request_sms', 'SMS_OTP');
  const messages = await outboxFor(phone, (m) => m.length > before);
  return { asked, code: codeIn(messages[0]), sub: String(asked.body.ChallengeParameters?.USERNAME) };
}

describe('phone code', () => {
  it('creates the account on first use, texts a 6-digit code, and signs in with it', async () => {
    const local = `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const start = await postJson('/api/auth/phone', { phone: `${local.slice(0, 5)} ${local.slice(5)}` });
    expect(start.status).toBe(202);
    const { username } = await start.json();
    expect(username).toBe(`+91${local}`);
    const first = await customAuth(username);
    const asked = await answer(first.body.Session, username, '__request_sms', 'SMS_OTP');
    expect(asked.body.ChallengeParameters).toMatchObject({ method: 'SMS_OTP', attemptsLeft: '3' });
    const [sms] = await outboxFor(username);
    const code = /(\d{6})/.exec(sms.text)![1]!;
    // Sent as India's DLT rules want it: transactional, with the registered entity, template and header.
    expect(sms.attributes).toEqual({
      'AWS.SNS.SMS.SMSType': 'Transactional',
      'AWS.MM.SMS.EntityId': LOCAL_SMS_DLT.entityId,
      'AWS.MM.SMS.TemplateId': LOCAL_SMS_DLT.templateId,
      'AWS.SNS.SMS.SenderID': LOCAL_SMS_DLT.senderId,
    });
    // The registered template: "{#var#} is your Yaktiv sign-in code. …" with the code as its variable.
    expect(sms.text).toBe(`${code} is your Yaktiv sign-in code. It expires in 3 minutes. Don't share it with anyone.`);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const retry = await answer(asked.body.Session, username, wrongCode, 'SMS_OTP');
    expect(retry.body.ChallengeParameters.attemptsLeft).toBe('2');
    const done = await answer(retry.body.Session, username, code, 'SMS_OTP');
    expect(done.body.AuthenticationResult.AccessToken).toEqual(expect.any(String));
    const me = await fetch(`${base}/api/me`, {
      headers: { authorization: `Bearer ${done.body.AuthenticationResult.AccessToken}` },
    });
    expect(me.status).toBe(404); // no profile yet: the app shows profile completion
  });

  it("texts the code in Hindi, with the Hindi template's id, when the app asks in Hindi", async () => {
    const start = await postJson('/api/auth/phone', { phone: newIndianNumber('8') });
    expect(start.status).toBe(202);
    const { username } = await start.json();
    const first = await customAuth(username);
    await answer(first.body.Session, username, '__request_sms', 'SMS_OTP', 'hi');
    const [sms] = await outboxFor(username);
    expect(sms.text).toBe(`${codeIn(sms)} आपका Yaktiv साइन-इन कोड है। 3 मिनट तक चलेगा। किसी को न बताएँ।`);
    expect(sms.attributes['AWS.MM.SMS.TemplateId']).toBe(LOCAL_SMS_DLT.templateIdHi);
  });

  it('ends the attempt after 3 wrong codes, and refuses a resend within 60 s', async () => {
    const local = `8${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
    const { username } = await (await postJson('/api/auth/phone', { phone: local })).json();
    const first = await customAuth(username);
    let step = await answer(first.body.Session, username, '__request_sms', 'SMS_OTP');
    for (let i = 0; i < 2; i++) step = await answer(step.body.Session, username, `99999${i}`, 'SMS_OTP');
    const last = await answer(step.body.Session, username, '999992', 'SMS_OTP');
    expect(last.body.__type).toBe('NotAuthorizedException');
    const again = await customAuth(username);
    const resend = await answer(again.body.Session, username, '__request_sms', 'SMS_OTP');
    expect(resend.body.__type).toBe('UserLambdaValidationException');
    expect(resend.body.message).toContain('Please wait 60 seconds');
  });

  it('refuses a malformed number with the spec message', async () => {
    const response = await postJson('/api/auth/phone', { phone: 'call me' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'phone', message: 'Please enter a valid phone number' });
  });
});

describe('code guessing', () => {
  it("never checks a first-round answer as a code, so fresh sessions can't guess; the real session still can", async () => {
    const phone = newIndianNumber();
    expect((await postJson('/api/auth/phone', { phone })).status).toBe(202);
    const { asked, code } = await requestCode(phone);
    // The old trigger checked this as a code: the right one signed in from a brand-new session.
    for (const guess of [otherThan(code), otherThan(code, 1), code]) {
      const fresh = await customAuth(phone);
      const attempt = await answer(fresh.body.Session, phone, guess, 'SMS_OTP');
      expect(attempt.body.AuthenticationResult).toBeUndefined();
    }
    const done = await answer(asked.body.Session, phone, code, 'SMS_OTP');
    expect(done.body.AuthenticationResult.AccessToken).toEqual(expect.any(String));
  });

  it('burns the stored code after 3 wrong answers: it matches in no session afterwards', async () => {
    const phone = newIndianNumber();
    await postJson('/api/auth/phone', { phone });
    const { asked, code, sub } = await requestCode(phone);
    let step = asked;
    for (let i = 0; i < 2; i++) step = await answer(step.body.Session, phone, otherThan(code, i), 'SMS_OTP');
    expect(step.body.ChallengeParameters.attemptsLeft).toBe('1');
    const last = await answer(step.body.Session, phone, otherThan(code, 2), 'SMS_OTP');
    expect(last.body.__type).toBe('NotAuthorizedException');
    const store = dynamoSmsCodeStore(db, LOCAL.tableName);
    expect(await store.attempt(sub, sha256(`${sub}:${code}`), new Date(), 3)).toBe('none');
  });
});

describe('SMS pumping', () => {
  it('refuses numbers outside the allowed countries with 400, creating no account and sending nothing', async () => {
    for (const phone of ['+882123456789', '+881234567890', '+5351234567', '+19005550100']) {
      const response = await postJson('/api/auth/phone', { phone });
      expect(response.status, phone).toBe(400);
      expect(await response.json()).toEqual({
        field: 'phone',
        message: 'Sign-in by SMS is only available for numbers starting with +91.',
      });
      expect(await usersWithPhone(phone)).toEqual([]);
    }
    expect(await outboxFor('+882123456789', () => true)).toEqual([]);
  });

  it('refuses a 6th code to one number within the hour: 429 with the retry time, and the trigger sends nothing', async () => {
    const phone = newIndianNumber();
    expect((await postJson('/api/auth/phone', { phone })).status).toBe(202);
    await recordEarlierSends(phone, 5);
    const response = await postJson('/api/auth/phone', { phone });
    expect(response.status).toBe(429);
    const body = await response.json();
    expect(body).toMatchObject({
      field: 'phone',
      message: 'Too many codes were sent to this number. Please try again in 18 minutes.',
    });
    expect(body.retryAfterSeconds).toBeGreaterThan(17 * 60);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(18 * 60);
    expect(Number(response.headers.get('retry-after'))).toBe(body.retryAfterSeconds);
    // Straight to the pool, past the API: the Create trigger holds the same line.
    const first = await customAuth(phone);
    const asked = await answer(first.body.Session, phone, '__request_sms', 'SMS_OTP');
    expect(asked.body.__type).toBe('UserLambdaValidationException');
    expect(asked.body.message).toContain('Too many codes were sent to this number');
    expect(await outboxFor(phone, () => true)).toEqual([]);
  });

  it('stops every number once the app-wide hourly budget is spent, and says when to try again', async () => {
    const phone = newIndianNumber();
    const spent = await spendAppBudget(0);
    try {
      const response = await postJson('/api/auth/phone', { phone });
      expect(response.status).toBe(429);
      const body = await response.json();
      expect(body.message).toMatch(/^We are sending too many codes right now\. Please try again in \d+ minutes?\.$/);
      expect(body.retryAfterSeconds).toBeGreaterThan(0);
      expect(response.headers.get('retry-after')).toBe(String(body.retryAfterSeconds));
      expect(await usersWithPhone(phone)).toEqual([]);
    } finally {
      await spent.undo();
    }
  });

  it("stops a network that started its hour's share of phone sign-ins, by CloudFront's viewer address", async () => {
    const network = `198.51.${Math.floor(Math.random() * 250)}`;
    const hour = Math.floor(Date.now() / 3_600_000);
    const key = accountKeys.signInSource('network', sha256(`${network}.0/24`), hour);
    await db.send(
      new PutCommand({
        TableName: LOCAL.tableName,
        Item: {
          ...key,
          type: 'sign-in-source',
          count: PHONE_SIGN_INS_PER_NETWORK_PER_HOUR,
          expiresAt: hour * 3600 + 7200,
        },
      }),
    );
    const phone = newIndianNumber();
    const from = (ip: string) =>
      fetch(`${base}/api/auth/phone`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'cloudfront-viewer-address': `${ip}:50123` },
        body: JSON.stringify({ phone }),
      });
    const refused = await from(`${network}.77`);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(
      /^Too many sign-ins from your network\. Please try again in \d+ minutes?\.$/,
    );
    expect(await usersWithPhone(phone)).toEqual([]);
    // The next network over is not affected.
    expect((await from(`${network.split('.')[0]}.${Number(network.split('.')[1]) + 1}.0.77`)).status).toBe(202);
  });

  it('a flood of decoy challenges for unknown numbers, straight to the pool, leaves the budget to real people', async () => {
    // One code left in the hour: decoys used to spend the app's budget like real codes, so this
    // flood took the last one and the real person below got 429 until the hour turned.
    const spent = await spendAppBudget(1);
    try {
      const flood = Array.from({ length: 20 }, () => newIndianNumber('6'));
      await Promise.all(
        flood.map(async (unknown) => {
          const first = await customAuth(unknown);
          const asked = await answer(first.body.Session, unknown, '__request_sms', 'SMS_OTP');
          expect(asked.body.ChallengeParameters?.method).toBe('SMS_OTP');
        }),
      );
      const real = newIndianNumber();
      expect((await postJson('/api/auth/phone', { phone: real })).status).toBe(202);
      const { asked, code } = await requestCode(real);
      const signedIn = await answer(asked.body.Session, real, code, 'SMS_OTP');
      expect(signedIn.body.AuthenticationResult?.AccessToken).toBeTruthy();
    } finally {
      await spent.undo();
    }
  });
});

describe('number enumeration', () => {
  const shape = (body: any) => ({
    challenge: body.ChallengeName,
    parameters: Object.keys(body.ChallengeParameters ?? {}).sort(),
    error: body.__type ?? null,
  });

  it('gives an unknown number the same challenges as a known one, all the way to a wrong answer', async () => {
    const known = newIndianNumber('8');
    const unknown = newIndianNumber('8');
    await postJson('/api/auth/phone', { phone: known });
    const run = async (phone: string) => {
      const first = await customAuth(phone);
      const asked = await answer(first.body.Session, phone, '__request_sms', 'SMS_OTP');
      const wrong = await answer(asked.body.Session, phone, '000000', 'SMS_OTP');
      return { first, asked, wrong };
    };
    const [k, u] = [await run(known), await run(unknown)];
    expect(shape(u.first.body)).toEqual(shape(k.first.body));
    expect(shape(u.asked.body)).toEqual(shape(k.asked.body));
    expect(shape(u.wrong.body)).toEqual(shape(k.wrong.body));
    expect(u.asked.body.ChallengeParameters).toMatchObject({
      method: 'SMS_OTP',
      destination: `+91 ••••• •${unknown.slice(-4)}`,
      attemptsLeft: '3',
    });
    for (const body of [k.first.body, u.first.body])
      expect(body.ChallengeParameters.USERNAME).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
    expect(await outboxFor(unknown, () => true)).toEqual([]);
  });

  it('forcing SMS on an e-mail account gives a challenge, never "This account has no phone number"', async () => {
    const email = 'ananya@demo.yaktiv.test';
    const first = await customAuth(email);
    const asked = await answer(first.body.Session, email, '__request_sms', 'SMS_OTP');
    expect(JSON.stringify(asked.body)).not.toContain('no phone number');
    expect(asked.body.ChallengeName).toBe('CUSTOM_CHALLENGE');
    expect(Object.keys(asked.body.ChallengeParameters).sort()).toEqual([
      'USERNAME',
      'attemptsLeft',
      'destination',
      'method',
    ]);
  });
});
