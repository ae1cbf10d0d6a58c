import { fetchAuthSession } from 'aws-amplify/auth';
import type { z } from 'zod';
import { apiErrorSchema, type ApiError } from '../../../shared/schemas/profile';

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';

/** A failed API call: the HTTP status (0 when the network failed) and the server's message and field. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly field?: string;
  readonly errors: NonNullable<ApiError['errors']>;

  constructor(status: number, body: ApiError) {
    super(body.message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.field = body.field;
    this.errors = body.errors ?? [];
  }
}

export type ApiPath = `/api/${string}`;

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates the response; an API that drifts from its shared schema fails loudly here. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
}

// The HTTP API's JWT authorizer checks the access token (token_use 'access'), not the id token.
async function currentAccessToken(): Promise<string | undefined> {
  try {
    const { tokens } = await fetchAuthSession();
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

export async function apiRequest<T = unknown>(path: ApiPath, options: ApiRequestOptions<T> = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = await currentAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(0, { message: NETWORK_ERROR_MESSAGE });
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(payload);
    throw new ApiRequestError(
      response.status,
      parsed.success ? parsed.data : { message: response.statusText || `Request failed with status ${response.status}` },
    );
  }
  if (!options.schema) return payload as T;
  const parsed = options.schema.safeParse(payload);
  if (!parsed.success) {
    console.error(`Unexpected response from ${path}`, parsed.error);
    throw new ApiRequestError(response.status, { message: 'Unexpected response from the server' });
  }
  return parsed.data;
}
