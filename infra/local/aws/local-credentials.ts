import type { IncomingMessage } from 'node:http';
import { localCredentials } from '../dynamo-local';

// What IAM checks before an admin call reaches a service, reduced to what matters on a laptop: the
// request carries a SigV4 Authorization header made with the local stack's access key. The app's
// own SDK clients sign with that key (AWS_ACCESS_KEY_ID is set by the local stack); a browser or
// another machine's curl does not. The signature itself is not recomputed.

export type CredentialProblem =
  | { type: 'MissingAuthenticationTokenException'; message: string; status: 403 }
  | { type: 'UnrecognizedClientException'; message: string; status: 403 };

const SIGV4 =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/\d{8}\/[\w-]+\/[\w-]+\/aws4_request,\s*SignedHeaders=[\w;-]+,\s*Signature=[0-9a-f]{64}$/;

/** Null when the request is signed with the local access key; otherwise AWS's error for it. */
export function localCredentialProblem(req: IncomingMessage): CredentialProblem | null {
  const header = req.headers.authorization;
  if (!header)
    return { type: 'MissingAuthenticationTokenException', message: 'Missing Authentication Token', status: 403 };
  const match = SIGV4.exec(header.trim());
  if (!match || match[1] !== localCredentials.accessKeyId) {
    return {
      type: 'UnrecognizedClientException',
      message: 'The security token included in the request is invalid.',
      status: 403,
    };
  }
  return null;
}
