import { describe, expect, inject, it } from 'vitest';
import { LOCAL } from '@infra/local/names';
import { cognitoCall, localAuthClient, signInLocal, signUpLocal } from '../support/local-auth';

// Every way in, through the local pool and the real trigger functions, as the browser drives it.
const base = inject('localStackUrl');
const unique = () => Math.random().toString(36).slice(2, 10);

const { outboxFor, postJson, customAuth, answer } = localAuthClient(base);
const tokenFromLink = (text: string) =>
  new URL(/https?:\/\/\S+\/auth\/callback\S*/.exec(text)![0]).searchParams.get('token')!;

describe('sign-up with e-mail confirmation', () => {
  it('mails a confirmation link; confirming creates the profile with the chosen role', async () => {
    const email = `new.${unique()}@example.test`;
    const attributes = { email, name: 'Meera Nair', 'custom:profile_setup': 'true' };
    // The role the user could later rewrite is refused, as Cognito refuses attributes off the write list.
    const writesRole = await signUpLocal(base, email, { ...attributes, 'custom:role': 'host' });
    expect(writesRole.body.__type).toBe('NotAuthorizedException');
    const signUp = await signUpLocal(base, email, attributes, 'Str0ngPass', { role: 'host' });
    expect(signUp.status).toBe(200);
    expect(signUp.body.UserConfirmed).toBe(false);
    const [mail] = await outboxFor(email);
    expect(mail.subject).toBe('Confirm your Yaktiv account');
    const link = new URL(/https?:\/\/\S+\/auth\/callback\S*/.exec(mail.text)![0]);
    expect(link.searchParams.get('method')).toBe('confirm-sign-up');
    expect(link.searchParams.get('code')).toMatch(/^\d{6}$/);

    const early = await cognitoCall(base, 'InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: LOCAL.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: 'Str0ngPass' },
    });
    expect(early.body.__type).toBe('UserNotConfirmedException');

    const wrong = await cognitoCall(base, 'ConfirmSignUp', {
      ClientId: LOCAL.userPoolClientId,
      Username: email,
      ConfirmationCode: '000000' === link.searchParams.get('code') ? '111111' : '000000',
    });
    expect(wrong.body.__type).toBe('CodeMismatchException');
    const confirm = await cognitoCall(base, 'ConfirmSignUp', {
      ClientId: LOCAL.userPoolClientId,
      Username: link.searchParams.get('email'),
      ConfirmationCode: link.searchParams.get('code'),
    });
    expect(confirm.status).toBe(200);

    const tokens = await signInLocal(base, email, 'Str0ngPass');
    const me = await (
      await fetch(`${base}/api/me`, { headers: { authorization: `Bearer ${tokens.AccessToken}` } })
    ).json();
    expect(me).toMatchObject({ name: 'Meera Nair', email, role: 'host', profile_setup_completed: true });
  });

  it('refuses a weak password and a role that is neither player nor host', async () => {
    const weak = await signUpLocal(base, `w.${unique()}@example.test`, {}, 'alllowercase1');
    expect(weak.body.__type).toBe('InvalidPasswordException');
    const role = await signUpLocal(base, `r.${unique()}@example.test`, {}, 'Str0ngPass', { role: 'admin' });
    expect(role.body).toMatchObject({
      __type: 'UserLambdaValidationException',
      message: 'PreSignUp failed with error Role must be player or host.',
    });
  });
});

describe('forgotten password', () => {
  it('mails a code that sets a new password', async () => {
    const email = `reset.${unique()}@example.test`;
    await signUpLocal(base, email, { name: 'R' });
    const [confirmMail] = await outboxFor(email);
    const code = new URL(/https?:\/\/\S+\/auth\/callback\S*/.exec(confirmMail.text)![0]).searchParams.get('code');
    await cognitoCall(base, 'ConfirmSignUp', {
      ClientId: LOCAL.userPoolClientId,
      Username: email,
      ConfirmationCode: code,
    });
    await cognitoCall(base, 'ForgotPassword', { ClientId: LOCAL.userPoolClientId, Username: email });
    const messages = await outboxFor(email, (m) => m.length >= 2);
    const resetCode = /code is (\d{6})/.exec(messages[0].text)![1];
    const done = await cognitoCall(base, 'ConfirmForgotPassword', {
      ClientId: LOCAL.userPoolClientId,
      Username: email,
      ConfirmationCode: resetCode,
      Password: 'N3wPassword',
    });
    expect(done.status).toBe(200);
    await expect(signInLocal(base, email, 'N3wPassword')).resolves.toHaveProperty('AccessToken');
  });

  it('answers the same for an unknown address', async () => {
    const answer = await cognitoCall(base, 'ForgotPassword', {
      ClientId: LOCAL.userPoolClientId,
      Username: `ghost.${unique()}@example.test`,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.CodeDeliveryDetails.DeliveryMedium).toBe('EMAIL');
  });
});

describe('magic link', () => {
  const email = 'ananya@demo.yaktiv.test';
  // A demo inbox also gets join-loop e-mail (the seeded requests, other tests): read the link's own.
  const isLink = (m: { subject?: string }) => m.subject === 'Your Yaktiv sign-in link';
  const linkMail = async () => (await outboxFor(email, (m) => m.some(isLink))).find(isLink);

  it('answers 202 for known and unknown addresses alike, and mails only the known one', async () => {
    const ghost = `ghost.${unique()}@example.test`;
    const known = await postJson('/api/auth/magic-link', { email });
    const unknown = await postJson('/api/auth/magic-link', { email: ghost });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual(await unknown.json());
    const mail = await linkMail();
    expect(mail?.subject).toBe('Your Yaktiv sign-in link');
    await new Promise((r) => setTimeout(r, 500));
    expect(await outboxFor(ghost, () => true)).toEqual([]);
  });

  it('allows one request per address per minute', async () => {
    const again = await postJson('/api/auth/magic-link', { email });
    expect(again.status).toBe(429);
  });

  it('signs in once with the link; the same link fails the second time', async () => {
    const mail = (await linkMail())!;
    const token = tokenFromLink(mail.text);
    const username = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).u;
    const start = await customAuth(username);
    expect(start.body.ChallengeName).toBe('CUSTOM_CHALLENGE');
    const done = await answer(start.body.Session, username, token, 'MAGIC_LINK');
    expect(done.body.AuthenticationResult.AccessToken).toEqual(expect.any(String));

    const second = await customAuth(username);
    const refused = await answer(second.body.Session, username, token, 'MAGIC_LINK');
    expect(refused.body.__type).toBe('NotAuthorizedException');
  });

  it('writes the e-mail in the language the app sent (Hindi), and refuses a language it does not speak', async () => {
    const hindi = 'kavya@demo.yaktiv.test';
    const isHindiLink = (m: { subject?: string }) => m.subject === 'आपका Yaktiv साइन-इन लिंक';
    expect((await postJson('/api/auth/magic-link', { email: hindi, language: 'hi' })).status).toBe(202);
    const mail = (await outboxFor(hindi, (m) => m.some(isHindiLink))).find(isHindiLink);
    expect(mail?.text).toContain('साइन इन करने के लिए बटन दबाएँ');
    const unknown = await postJson('/api/auth/magic-link', { email: hindi, language: 'fr' });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ field: 'language', message: 'Choose a language from the list' });
  });

  it('answers 400 with the spec message for a malformed address', async () => {
    const response = await postJson('/api/auth/magic-link', { email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'email', message: 'Please enter a valid email' });
  });
});

// Phone codes: test/integration/phone-sign-in.test.ts (every SMS-sending test in one file, run in order).

describe('social stand-in (local only)', () => {
  it('creates the chosen identity and returns to /auth/callback with a one-time token', async () => {
    const email = `social.${unique()}@example.test`;
    const response = await fetch(`${base}${LOCAL.paths.cognito}/oauth2/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        identity_provider: 'Google',
        redirect_uri: `${base}/auth/callback`,
        email,
        name: 'Gita G',
      }).toString(),
    });
    expect(response.status).toBe(302);
    const target = new URL(response.headers.get('location')!);
    expect(target.pathname).toBe('/auth/callback');
    expect(target.searchParams.get('provider')).toBe('Google');
    const token = target.searchParams.get('token')!;
    const username = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).u;
    const start = await customAuth(username);
    const done = await answer(start.body.Session, username, token, 'MAGIC_LINK');
    expect(done.body.AuthenticationResult.IdToken).toEqual(expect.any(String));
  });

  it('refuses to send tokens anywhere but this app', async () => {
    const response = await fetch(
      `${base}${LOCAL.paths.cognito}/oauth2/authorize?identity_provider=Google&redirect_uri=${encodeURIComponent('https://evil.example/auth/callback')}`,
    );
    expect(response.status).toBe(400);
  });
});
