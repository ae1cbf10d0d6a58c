import type { IncomingMessage, ServerResponse } from 'node:http';
import { localCredentialProblem } from '../aws/local-credentials';
import { readBody, sendJson } from '../http-util';
import { CognitoError } from './cognito-error';
import type { LocalCognito } from './local-cognito';

// HTTP face of the local user pool: the JSON RPC Amplify posts to `userPoolEndpoint`, and the
// issuer's discovery documents the API's authorizer reads.
type PageHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;

export function createCognitoEndpoint(cognito: LocalCognito, issuer: () => string, socialStandIn?: PageHandler) {
  return async function handleCognito(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (socialStandIn && url.pathname.endsWith('/oauth2/authorize')) return socialStandIn(req, res, url);
    if (req.method === 'GET' && url.pathname.endsWith('/.well-known/jwks.json'))
      return sendJson(res, 200, cognito.jwks());
    if (req.method === 'GET' && url.pathname.endsWith('/.well-known/openid-configuration')) {
      return sendJson(res, 200, {
        issuer: issuer(),
        jwks_uri: `${issuer()}/.well-known/jwks.json`,
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, corsHeaders);
      return res.end();
    }
    if (req.method !== 'POST') return sendJson(res, 404, { message: 'Not Found' });
    const target = String(req.headers['x-amz-target'] ?? '');
    const operation = target.replace(/^AWSCognitoIdentityProviderService\./, '');
    // Admin operations are IAM-signed in AWS: locally they need the local credentials, and their
    // answers carry no CORS headers (no web page may read them).
    const admin = cognito.isAdminOperation(operation);
    const cors = admin ? {} : corsHeaders;
    const problem = admin ? localCredentialProblem(req) : null;
    if (problem) return sendCognitoError(res, new CognitoError(problem.type, problem.message, problem.status), cors);
    let body: Record<string, unknown> = {};
    try {
      const raw = (await readBody(req)).toString('utf8');
      body = raw ? JSON.parse(raw) : {};
    } catch {
      return sendCognitoError(res, new CognitoError('SerializationException', 'Request body is not valid JSON'), cors);
    }
    try {
      const result = await cognito.call(operation, body);
      return sendJson(res, 200, result, { 'content-type': 'application/x-amz-json-1.1', ...cors });
    } catch (error) {
      if (error instanceof CognitoError) return sendCognitoError(res, error, cors);
      console.error(`[cognito] ${operation} failed: ${String((error as Error)?.stack ?? error)}`);
      return sendCognitoError(res, new CognitoError('InternalErrorException', 'Internal error', 500), cors);
    }
  };
}

// The public operations answer any origin, as Cognito does. Headers are listed, not '*': a
// wildcard would not cover Authorization anyway, and listing makes that explicit.
const corsHeaders: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, x-amz-target, x-amz-user-agent, cache-control',
  'access-control-expose-headers': 'x-amzn-errortype, x-amzn-errormessage, x-amzn-requestid',
};

function sendCognitoError(res: ServerResponse, error: CognitoError, cors: Record<string, string>) {
  sendJson(
    res,
    error.status,
    { __type: error.type, message: error.message },
    {
      'content-type': 'application/x-amz-json-1.1',
      'x-amzn-errortype': error.type,
      'x-amzn-errormessage': error.message,
      ...cors,
    },
  );
}
