import { amplifyIfSignedIn } from './auth/amplify-loader';
import { takeEarlyResponse } from './early-requests';
import { ApiRequestError, NETWORK_ERROR_MESSAGE, parseApiError } from './api-request-error';

export { ApiRequestError } from './api-request-error';

export type ApiPath = `/api/${string}`;

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /**
   * Turns the response body into T or returns null if it is not one; an API that drifts from
   * its shared type fails loudly here. A zod schema fits as `(body) => schema.safeParse(body).data ?? null`.
   */
  parse?: (body: unknown) => T | null;
  signal?: AbortSignal;
}

// The HTTP API's JWT authorizer checks the access token (token_use 'access'), not the id token.
// A signed-out visitor's public requests go out without loading Amplify at all.
async function currentAccessToken(): Promise<string | undefined> {
  try {
    const amplify = await amplifyIfSignedIn();
    if (!amplify) return undefined;
    const { tokens } = await amplify.fetchAuthSession();
    return tokens?.accessToken?.toString();
  } catch {
    return undefined;
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Sends JSON to the API (same origin: CloudFront or the local stack) and returns its JSON answer. */
export async function apiRequest<T = unknown>(path: ApiPath, options: ApiRequestOptions<T> = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = await currentAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  const early =
    !token && options.method === undefined && options.body === undefined ? takeEarlyResponse(path) : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(path, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, { message: NETWORK_ERROR_MESSAGE });
  }

  const payload = await readJson(response);
  if (!response.ok) {
    throw new ApiRequestError(
      response.status,
      parseApiError(payload) ?? { message: response.statusText || `Request failed with status ${response.status}` },
    );
  }
  if (!options.parse) return payload as T;
  const parsed = options.parse(payload);
  if (parsed === null) {
    console.error(`Unexpected response from ${path}`, payload);
    throw new ApiRequestError(response.status, { message: 'Unexpected response from the server' });
  }
  return parsed;
}
