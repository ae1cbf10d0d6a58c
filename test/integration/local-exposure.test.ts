import { connect } from 'node:net';
import { request as httpRequest } from 'node:http';
import { networkInterfaces } from 'node:os';
import { CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { describe, expect, inject, it } from 'vitest';
import { LOCAL } from '@infra/local/names';
import { signUpLocal } from '../support/local-auth';

// What an attacker on the same network once reached on a laptop running npm start.
const base = inject('localStackUrl');
const dynamoEndpoint = inject('dynamoEndpoint');
const unique = () => Math.random().toString(36).slice(2, 10);

const rpc = (operation: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${LOCAL.paths.cognito}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });

const localSigned = { region: LOCAL.region, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
const cognitoSdk = (credentials = localSigned.credentials) =>
  new CognitoIdentityProviderClient({ ...localSigned, credentials, endpoint: `${base}${LOCAL.paths.cognito}` });

/** A non-loopback IPv4 address of this machine, if it has one. */
const externalAddress = () =>
  Object.values(networkInterfaces())
    .flat()
    .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

const canConnect = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

describe('listening addresses', () => {
  const external = externalAddress();

  it.runIf(external)('the app and DynamoDB Local answer on loopback only (the default, without HOST)', async () => {
    const appPort = Number(new URL(base).port);
    const dynamoPort = Number(new URL(dynamoEndpoint).port);
    expect(await canConnect('127.0.0.1', appPort)).toBe(true);
    expect(await canConnect('127.0.0.1', dynamoPort)).toBe(true);
    expect(await canConnect(external!, appPort)).toBe(false);
    expect(await canConnect(external!, dynamoPort)).toBe(false);
  });
});

describe('DynamoDB Local from a web page', () => {
  it("lets no page in the developer's browser call it (no CORS for other origins)", async () => {
    const preflight = await fetch(dynamoEndpoint, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, x-amz-target',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('local Cognito admin operations need the local credentials, as IAM does in AWS', () => {
  it('refuses ListUsers, AdminCreateUser and AdminSetUserPassword without a signature', async () => {
    for (const [operation, body] of [
      ['ListUsers', { UserPoolId: LOCAL.userPoolId }],
      ['AdminCreateUser', { UserPoolId: LOCAL.userPoolId, Username: `+9199${String(Date.now()).slice(-8)}` }],
      [
        'AdminSetUserPassword',
        { UserPoolId: LOCAL.userPoolId, Username: 'ananya@demo.yaktiv.test', Password: 'Hacked123', Permanent: true },
      ],
    ] as const) {
      const response = await rpc(operation, body);
      expect(response.status, operation).toBe(403);
      expect((await response.json()).__type, operation).toBe('MissingAuthenticationTokenException');
      expect(response.headers.get('access-control-allow-origin'), operation).toBeNull();
    }
  });

  it('refuses a signature made with another access key', async () => {
    const error = await cognitoSdk({ accessKeyId: 'AKIAEXAMPLEOTHER', secretAccessKey: 'x' })
      .send(new ListUsersCommand({ UserPoolId: LOCAL.userPoolId, Limit: 1 }))
      .catch((e: Error) => e);
    expect((error as Error).name).toBe('UnrecognizedClientException');
  });

  it("answers the app's own SDK calls, signed with the local credentials, without wildcard CORS", async () => {
    const { Users } = await cognitoSdk().send(
      new ListUsersCommand({ UserPoolId: LOCAL.userPoolId, Filter: 'email = "ananya@demo.yaktiv.test"', Limit: 1 }),
    );
    expect(Users).toHaveLength(1);
  });

  it('keeps the public operations Amplify uses open, as Cognito does', async () => {
    const response = await rpc('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: LOCAL.userPoolClientId,
      AuthParameters: { USERNAME: 'nobody@example.test', PASSWORD: 'Wrong1234' },
    });
    expect((await response.json()).__type).toBe('NotAuthorizedException');
  });
});

describe('/local-aws needs the local credentials', () => {
  const putEvents = {
    Entries: [{ Source: 'attacker', DetailType: 'GameCreated.v1', Detail: '{}', EventBusName: LOCAL.eventBusName }],
  };

  it('refuses PutEvents and GetSecretValue without a signature', async () => {
    const events = await fetch(`${base}${LOCAL.paths.aws}/eventbridge`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSEvents.PutEvents' },
      body: JSON.stringify(putEvents),
    });
    expect(events.status).toBe(403);
    const secret = await fetch(`${base}${LOCAL.paths.aws}/secretsmanager`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'secretsmanager.GetSecretValue' },
      body: JSON.stringify({ SecretId: LOCAL.authSecretId }),
    });
    expect(secret.status).toBe(403);
    expect(JSON.stringify(await secret.json())).not.toContain('SecretString');
  });

  it('accepts the SDK signed with the local credentials', async () => {
    const bus = new EventBridgeClient({ ...localSigned, endpoint: `${base}${LOCAL.paths.aws}/eventbridge` });
    const result = await bus.send(
      new PutEventsCommand({
        Entries: [
          { Source: 'yaktiv.test', DetailType: 'NoConsumer.v1', Detail: '{}', EventBusName: LOCAL.eventBusName },
        ],
      }),
    );
    expect(result.FailedEntryCount).toBe(0);
  });
});

describe('SignUp', () => {
  it('refuses a client-supplied phone number or verified flag, as the app client write list does', async () => {
    const phone = `+9197${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const attempts: Record<string, string>[] = [
      { phone_number: phone, phone_number_verified: 'true' },
      { email_verified: 'true' },
      { phone_number: phone },
    ];
    for (const attributes of attempts) {
      const email = `verified.${unique()}@example.test`;
      const signUp = await signUpLocal(base, email, attributes);
      expect(signUp.body.__type, JSON.stringify(attributes)).toBe('NotAuthorizedException');
      const { Users } = await cognitoSdk().send(
        new ListUsersCommand({ UserPoolId: LOCAL.userPoolId, Filter: `email = "${email}"`, Limit: 1 }),
      );
      expect(Users ?? []).toEqual([]);
    }
  });
});

describe('the /dev pages answer this machine only', () => {
  /** A raw request, so the Host header is exactly what a rebinding page's browser would send. */
  const raw = (path: string, headers: Record<string, string>, method = 'GET') =>
    new Promise<number>((resolve, reject) => {
      const { hostname, port } = new URL(base);
      const req = httpRequest({ hostname, port, path, method, headers }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      req.end();
    });
  const { port } = new URL(base);

  it('refuses another host name (DNS rebinding: a page on evil.example that resolves to 127.0.0.1)', async () => {
    const paths = [
      LOCAL.paths.outbox,
      '/dev/events',
      '/dev/dead-letters',
      LOCAL.paths.schedules,
      LOCAL.paths.forecastControl,
    ];
    for (const path of paths) {
      expect(await raw(path, { host: `evil.example:${port}` }), path).toBe(403);
      expect(await raw(path, { host: `localhost:${port}` }), path).toBe(200);
      expect(await raw(path, { host: `127.0.0.1:${port}` }), path).toBe(200);
    }
  });

  it('refuses a cross-site POST (a form on another site cannot fire schedules)', async () => {
    const path = `${LOCAL.paths.schedules}?until=${encodeURIComponent(new Date(0).toISOString())}`;
    const host = `localhost:${port}`;
    expect(await raw(path, { host, origin: 'https://evil.example' }, 'POST')).toBe(403);
    expect(await raw(path, { host, origin: 'null' }, 'POST')).toBe(403);
    expect(await raw(path, { host, 'sec-fetch-site': 'cross-site' }, 'POST')).toBe(403);
    expect(await raw(path, { host, origin: `http://localhost:${port}` }, 'POST')).toBe(200);
    expect(await raw(path, { host }, 'POST')).toBe(200);
  });
});
