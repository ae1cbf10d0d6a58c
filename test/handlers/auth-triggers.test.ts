import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { ConditionalCheckFailedException, DeleteItemCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { SNSClient, PublishCommand } from '@aws-sdk/client-sns';
import { CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { fakeIdempotencyRecords } from '../support/idempotency-records';
import { clockWith } from '../support/lambda-context';
import { MAIL_ENV, setHandlerEnv } from '../support/handler-env';

setHandlerEnv({
  ...MAIL_ENV,
  USER_POOL_ID: 'ap-south-1_Pool',
  USER_POOL_CLIENT_ID: 'client-1',
  AUTH_SECRET_ARN: 'arn:secret',
});
const doc = mockClient(DynamoDBDocumentClient);
const ddb = mockClient(DynamoDBClient);
const ses = mockClient(SESv2Client);
const sns = mockClient(SNSClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const secrets = mockClient(SecretsManagerClient);
beforeEach(() => {
  for (const m of [doc, ddb, ses, sns, cognito, secrets]) m.reset();
  secrets.on(GetSecretValueCommand).resolves({ SecretString: 's'.repeat(40) });
});

const base = (triggerSource: string, request: Record<string, unknown>) => ({
  version: '1',
  region: 'ap-south-1',
  userPoolId: 'ap-south-1_Pool',
  userName: 'sub-1',
  callerContext: { awsSdkVersion: 'x', clientId: 'client-1' },
  triggerSource,
  request: { userAttributes: { phone_number: '+919876543210', phone_number_verified: 'true' }, ...request },
  response: {},
});

describe('send-magic-link consumer', () => {
  const linkRequested = (eventId: string) => ({
    'detail-type': 'MagicLinkRequested.v1',
    detail: { email: 'asha@example.com', eventId },
  });
  /** The consumer, with Asha in the pool (and any `more` of her attributes), once-records faked, writes accepted. */
  const senderWithAsha = async (more: { Name: string; Value: string }[] = []) => {
    const email = { Name: 'email', Value: 'asha@example.com' };
    cognito.on(ListUsersCommand).resolves({ Users: [{ Username: 'sub-1', Attributes: [email, ...more] }] });
    fakeIdempotencyRecords(ddb);
    doc.on(PutCommand).resolves({});
    return (await import('@functions/accounts/handlers/send-magic-link')).handler;
  };

  it('the same event delivered twice sends one e-mail', async () => {
    const handler = await senderWithAsha([{ Name: 'name', Value: 'Asha' }]);
    ses.on(SendEmailCommand).resolves({ MessageId: 'm1' });
    const event = linkRequested('evt-1');
    await handler(event);
    await handler(event);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input.Destination?.ToAddresses).toEqual(['asha@example.com']);
  });

  it('releases the marker when sending fails, so the retry sends', async () => {
    const handler = await senderWithAsha();
    ses.on(SendEmailCommand).rejectsOnce(new Error('throttled')).resolves({ MessageId: 'm2' });
    const event = linkRequested('evt-2');
    await expect(handler(event)).rejects.toThrow('throttled');
    expect(
      ddb.commandCalls(DeleteItemCommand).some((c) => String(c.args[0].input.Key?.pk?.S).startsWith('IDEMPOTENCY#')),
    ).toBe(true);
    await handler(event);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2);
  });

  it('a retry after an invocation timed out mid-send sends the e-mail, once', async () => {
    const handler = await senderWithAsha();
    // The first send never returns: Lambda stops that invocation when its 300 ms are up.
    ses
      .on(SendEmailCommand)
      .callsFakeOnce(() => new Promise(() => undefined))
      .resolves({ MessageId: 'm3' });
    const event = linkRequested('evt-3');
    void handler(event, clockWith(300));
    await vi.waitFor(() => expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1), { interval: 5 });
    // Redelivered while the first could still be running: it is left to that one.
    await handler(event, clockWith(10_000));
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    // Once the first invocation can't be running any more, the retry sends…
    await new Promise((done) => setTimeout(done, 350));
    await handler(event, clockWith(10_000));
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2);
    // …and a later delivery finds it done.
    await handler(event, clockWith(10_000));
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2);
  });

  it('two deliveries at once send one e-mail', async () => {
    const handler = await senderWithAsha();
    ses.on(SendEmailCommand).callsFake(() => new Promise((done) => setTimeout(() => done({ MessageId: 'm4' }), 30)));
    const event = linkRequested('evt-4');
    await Promise.all([handler(event, clockWith(10_000)), handler(event, clockWith(10_000))]);
    await handler(event, clockWith(10_000));
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
  });
});

describe('Cognito triggers', () => {
  it('define: a first round asks for a custom challenge', async () => {
    const { handler } = await import('@functions/accounts/handlers/define-auth-challenge');
    const result = await handler(
      base('DefineAuthChallenge_Authentication', { session: [], userNotFound: false }) as any,
    );
    expect(result.response).toMatchObject({
      challengeName: 'CUSTOM_CHALLENGE',
      issueTokens: false,
      failAuthentication: false,
    });
  });

  it('create: texts a code when the browser asks for SMS, and not again on a retry round', async () => {
    const { handler } = await import('@functions/accounts/handlers/create-auth-challenge');
    doc.on(GetCommand).resolves({});
    doc.on(TransactWriteCommand).resolves({});
    sns.on(PublishCommand).resolves({ MessageId: 'sms-1' });
    const first = await handler(
      base('CreateAuthChallenge_Authentication', {
        session: [
          { challengeName: 'CUSTOM_CHALLENGE', challengeResult: false, challengeMetadata: 'PROVIDE_AUTH_PARAMETERS' },
        ],
        clientMetadata: { signInMethod: 'SMS_OTP' },
      }) as any,
    );
    expect(first.response.publicChallengeParameters).toMatchObject({
      method: 'SMS_OTP',
      destination: '+91 ••••• •3210',
      attemptsLeft: '3',
    });
    expect(first.response.privateChallengeParameters).toEqual({ kind: 'SMS_OTP' });
    expect(sns.commandCalls(PublishCommand)).toHaveLength(1);
    expect(sns.commandCalls(PublishCommand)[0]!.args[0].input.Message).toMatch(/^\d{6} is your Yaktiv sign-in code/);
    await handler(
      base('CreateAuthChallenge_Authentication', {
        session: [
          { challengeName: 'CUSTOM_CHALLENGE', challengeResult: false, challengeMetadata: 'PROVIDE_AUTH_PARAMETERS' },
          { challengeName: 'CUSTOM_CHALLENGE', challengeResult: false, challengeMetadata: 'SMS_OTP' },
        ],
        clientMetadata: { signInMethod: 'SMS_OTP' },
      }) as any,
    );
    expect(sns.commandCalls(PublishCommand)).toHaveLength(1);
  });

  // The old trigger threw 'This account has no phone number.', telling accounts apart.
  it('create: an account without a verified phone gets the same challenge shape and no SMS', async () => {
    const { handler } = await import('@functions/accounts/handlers/create-auth-challenge');
    doc.on(GetCommand).resolves({});
    doc.on(TransactWriteCommand).resolves({});
    const event = base('CreateAuthChallenge_Authentication', {
      session: [
        { challengeName: 'CUSTOM_CHALLENGE', challengeResult: false, challengeMetadata: 'PROVIDE_AUTH_PARAMETERS' },
      ],
      clientMetadata: { signInMethod: 'SMS_OTP' },
    }) as any;
    event.request.userAttributes = { email: 'asha@example.com' };
    const result = await handler(event);
    expect(Object.keys(result.response.publicChallengeParameters).sort()).toEqual([
      'attemptsLeft',
      'destination',
      'method',
    ]);
    expect(result.response.publicChallengeParameters).toMatchObject({ method: 'SMS_OTP', attemptsLeft: '3' });
    expect(sns.commandCalls(PublishCommand)).toHaveLength(0);
    expect(doc.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('verify: a magic link must match the stored hash and is consumed once', async () => {
    const { handler } = await import('@functions/accounts/handlers/verify-auth-challenge-response');
    const { signMagicLink, sha256 } = await import('@functions/accounts/auth-tokens');
    const now = Math.floor(Date.now() / 1000);
    const token = signMagicLink(
      { u: 'sub-1', pool: 'ap-south-1_Pool', client: 'client-1', iat: now, exp: now + 3600, n: 'x' },
      's'.repeat(40),
    );
    doc
      .on(DeleteCommand)
      .resolvesOnce({})
      .rejects(new ConditionalCheckFailedException({ message: 'gone', $metadata: {} }));
    const event = () =>
      base('VerifyAuthChallengeResponse_Authentication', {
        challengeAnswer: token,
        clientMetadata: { signInMethod: 'MAGIC_LINK' },
        privateChallengeParameters: { kind: 'PROVIDE_AUTH_PARAMETERS' },
      }) as any;
    expect((await handler(event())).response.answerCorrect).toBe(true);
    expect(doc.commandCalls(DeleteCommand)[0]!.args[0].input.ExpressionAttributeValues).toEqual({
      ':hash': sha256(token),
    });
    expect((await handler(event())).response.answerCorrect).toBe(false);
  });

  it('verify: an SMS code spends an attempt on the stored code, then checks its hash', async () => {
    const { handler } = await import('@functions/accounts/handlers/verify-auth-challenge-response');
    const { sha256 } = await import('@functions/accounts/auth-tokens');
    doc
      .on(UpdateCommand)
      .resolves({ Attributes: { secretHash: sha256('sub-1:123456'), attempts: 1, expiresAtMs: Date.now() + 60_000 } });
    doc.on(DeleteCommand).resolves({});
    const answer = async (code: string) =>
      (
        await handler(
          base('VerifyAuthChallengeResponse_Authentication', {
            challengeAnswer: code,
            clientMetadata: { signInMethod: 'SMS_OTP' },
            privateChallengeParameters: { kind: 'SMS_OTP' },
          }) as any,
        )
      ).response.answerCorrect;
    expect(await answer('654321')).toBe(false);
    expect(await answer('123456')).toBe(true);
    expect(doc.commandCalls(UpdateCommand)[0]!.args[0].input.ConditionExpression).toContain('attempts < :max');
  });

  // A fresh session once could answer its first challenge with a guess by claiming SMS_OTP.
  it('verify: a first-round answer is never checked as an SMS code, whatever the client claims', async () => {
    const { handler } = await import('@functions/accounts/handlers/verify-auth-challenge-response');
    const { sha256 } = await import('@functions/accounts/auth-tokens');
    doc.on(GetCommand).resolves({ Item: { secretHash: sha256('sub-1:123456'), expiresAtMs: Date.now() + 60_000 } });
    doc
      .on(UpdateCommand)
      .resolves({ Attributes: { secretHash: sha256('sub-1:123456'), attempts: 1, expiresAtMs: Date.now() + 60_000 } });
    doc.on(DeleteCommand).resolves({});
    const event = base('VerifyAuthChallengeResponse_Authentication', {
      challengeAnswer: '123456',
      clientMetadata: { signInMethod: 'SMS_OTP' },
      privateChallengeParameters: { kind: 'PROVIDE_AUTH_PARAMETERS' },
    }) as any;
    expect((await handler(event)).response.answerCorrect).toBe(false);
    expect(await handler({ ...event, request: { ...event.request, challengeAnswer: '__request_sms' } })).toMatchObject({
      response: { answerCorrect: false },
    });
  });

  it('pre-sign-up refuses a role that is neither player nor host', async () => {
    const { handler } = await import('@functions/accounts/handlers/pre-sign-up');
    await expect(
      handler(base('PreSignUp_SignUp', { userAttributes: { 'custom:role': 'admin' } }) as any),
    ).rejects.toThrow('Role must be player or host');
    await expect(
      handler(base('PreSignUp_SignUp', { userAttributes: { 'custom:role': 'host' } }) as any),
    ).resolves.toBeTruthy();
    await expect(
      handler(
        base('PreSignUp_SignUp', { userAttributes: { email: 'a@b.in' }, clientMetadata: { role: 'admin' } }) as any,
      ),
    ).rejects.toThrow('Role must be player or host');
  });

  it("pre-sign-up keeps the role chosen in the sign-up's metadata for the confirmation", async () => {
    const { handler } = await import('@functions/accounts/handlers/pre-sign-up');
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    doc.on(PutCommand).resolves({});
    await handler(
      base('PreSignUp_SignUp', { userAttributes: { email: 'A@b.in' }, clientMetadata: { role: 'host' } }) as any,
    );
    const [put] = doc.commandCalls(PutCommand);
    expect(put!.args[0].input.Item).toMatchObject({ pk: expect.stringMatching(/^SIGNUPROLE#/), role: 'host' });
    expect(put!.args[0].input.Item!.pk).not.toContain('a@b.in');
  });

  it('custom-message turns the sign-up code into a confirmation link', async () => {
    const { handler } = await import('@functions/accounts/handlers/custom-message');
    const result = await handler(
      base('CustomMessage_SignUp', {
        userAttributes: { email: 'a@b.in', name: 'Asha' },
        codeParameter: '{####}',
      }) as any,
    );
    expect(result.response.emailSubject).toBe('Confirm your Yaktiv account');
    expect(String(result.response.emailMessage).replaceAll('&#38;', '&')).toContain(
      'href="https://app.test/auth/callback?method=confirm-sign-up&email=a%40b.in&code={####}"',
    );
  });

  it('custom-message writes in the language the app sent: Hindi for hi, English otherwise; the code placeholder kept', async () => {
    const { handler } = await import('@functions/accounts/handlers/custom-message');
    const message = async (trigger: string, language?: string) =>
      (
        await handler(
          base(trigger, {
            userAttributes: { email: 'a@b.in', name: 'Asha' },
            codeParameter: '{####}',
            clientMetadata: language ? { language } : {},
          }) as any,
        )
      ).response;
    const signUp = await message('CustomMessage_SignUp', 'hi');
    expect(signUp.emailSubject).toBe('अपना Yaktiv अकाउंट कन्फ़र्म करें');
    expect(signUp.emailMessage).toContain('<html lang="hi">');
    expect(signUp.emailMessage).toContain('नमस्ते Asha,');
    expect(signUp.emailMessage).toContain('मेरा ई-मेल कन्फ़र्म करें');
    expect(signUp.emailMessage).toContain('code={####}');
    const reset = await message('CustomMessage_ForgotPassword', 'hi');
    expect(reset.emailSubject).toBe('आपका Yaktiv पासवर्ड रीसेट कोड');
    expect(reset.emailMessage).toContain('आपका पासवर्ड रीसेट कोड {####} है।');
    for (const language of ['en', 'fr', undefined]) {
      const english = await message('CustomMessage_ForgotPassword', language);
      expect(english.emailSubject).toBe('Your Yaktiv password reset code');
      expect(english.emailMessage).toContain('Your password reset code is {####}.');
      expect(english.emailMessage).toContain('Hi Asha,');
    }
  });

  it.each([
    ['/welcome?next=%2Fgame%2Fg1', '&next=%2Fwelcome%3Fnext%3D%252Fgame%252Fg1"'],
    ['//evil.example', '"'],
    ['/auth/signin', '"'],
  ])(
    "the confirmation link carries the sign-up form's next page %s only when it stays on the site",
    async (next, end) => {
      const { handler } = await import('@functions/accounts/handlers/custom-message');
      const result = await handler(
        base('CustomMessage_SignUp', {
          userAttributes: { email: 'a@b.in', name: 'Asha' },
          codeParameter: '{####}',
          clientMetadata: { next },
        }) as any,
      );
      const html = String(result.response.emailMessage).replaceAll('&#38;', '&');
      expect(html).toContain(
        `href="https://app.test/auth/callback?method=confirm-sign-up&email=a%40b.in&code={####}${end}`,
      );
    },
  );

  it('post-confirmation creates the profile only when none exists', async () => {
    const { handler } = await import('@functions/accounts/handlers/post-confirmation');
    doc
      .on(GetCommand)
      .resolvesOnce({})
      .resolves({
        Item: {
          userId: 'sub-1',
          name: 'Old',
          role: 'player',
          profileSetupCompleted: true,
          createdAt: 'x',
          updatedAt: 'x',
        },
      });
    const event = () =>
      base('PostConfirmation_ConfirmSignUp', {
        userAttributes: { email: 'a@b.in', name: 'Asha', 'custom:profile_setup': 'true' },
      }) as any;
    // The role the sign-up chose, kept by pre-sign-up (the app client can't write custom:role).
    doc.on(DeleteCommand).resolves({ Attributes: { role: 'host' } });
    const { TransactWriteCommand } = await import('@aws-sdk/lib-dynamodb');
    doc.on(TransactWriteCommand).resolves({});
    await handler(event());
    await handler(event());
    const writes = doc.commandCalls(TransactWriteCommand);
    expect(writes).toHaveLength(1);
    expect(writes[0]!.args[0].input.TransactItems![0]!.Put!.Item).toMatchObject({
      name: 'Asha',
      email: 'a@b.in',
      role: 'host',
      profileSetupCompleted: true,
    });
  });
});
