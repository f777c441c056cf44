// One fetch wrapper for every call: '/api' base, JSON, 10 s timeout, bearer tokens, typed errors.
import { HTTP_TIMEOUT_MS } from '@zariya/shared/constants';
import type { ApiTransport } from '@zariya/shared/first-render';
import { type ClientErrorCode, type ErrorCode, isErrorCode } from '@zariya/shared/error-codes';
import type { ErrorBody } from '@zariya/shared/product';
import { translate } from './i18n';
import type { ApiAnswer, ApiBody, ApiMethod, ApiPath, ApiQuery } from './api-contract';
import {
  ADMIN_UNAUTHORIZED_EVENT,
  clearAdminToken,
  clearShopperSession,
  getAdminToken,
  getShopperToken,
  SHOPPER_UNAUTHORIZED_EVENT,
} from './session';

const API_BASE = '/api';

/** How a request reaches the API: fetch in the browser; in-process on the server's first render. */
let transport: ApiTransport = (url, init) => fetch(url, init);

/** The server's first render (entry-server.tsx) answers API calls without going through the network. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export class ApiError extends Error {
  readonly status: number;
  /** What the web decides on (shared error-codes.ts); the message is for people. */
  readonly code: ErrorCode | ClientErrorCode | undefined;

  constructor(message: string, status: number, code?: ErrorCode | ClientErrorCode) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

type ApiRequest = {
  method?: ApiMethod;
  body?: unknown;
  /** Empty values are left out; a list is sent as the key repeated (?brand=a&brand=b). */
  query?: unknown;
  /** Which stored token to send as `Authorization: Bearer`. */
  auth?: 'shopper' | 'admin';
  signal?: AbortSignal;
  /** How long to wait for the answer (HTTP_TIMEOUT_MS unless a large upload needs longer). */
  timeoutMs?: number;
};

export type ApiResponse<T> = { data: T; headers: Headers; status: number };

function buildUrl(path: string, query: ApiRequest['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of typeof query === 'object' && query !== null ? Object.entries(query) : []) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') params.append(key, String(item));
    }
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function timeoutSignal(
  outer: AbortSignal | undefined,
  ms: number = HTTP_TIMEOUT_MS,
): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException('Timed out', 'TimeoutError')), ms);
  const forward = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The shop's error body (`{ error, code }`, docs/architecture.md), as far as the answer carries one. */
function errorBody(data: unknown): Partial<ErrorBody> {
  if (!data || typeof data !== 'object') return {};
  const { error, code } = data as Record<string, unknown>;
  return {
    error: typeof error === 'string' ? error : undefined,
    code: isErrorCode(code) ? code : undefined,
  };
}

async function send(path: string, request: ApiRequest): Promise<ApiResponse<unknown>> {
  const { method = 'GET', body, query, auth, signal, timeoutMs } = request;
  const headers: Record<string, string> = { Accept: 'application/json' };
  // FormData (multipart uploads) sets its own Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = auth === 'admin' ? getAdminToken() : auth === 'shopper' ? getShopperToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  const timeout = timeoutSignal(signal, timeoutMs);
  let response: Response;
  try {
    response = await transport(buildUrl(path, query), {
      method,
      headers,
      // The owner reads what she has just saved: never an answer the browser kept (a public catalogue call is
      // cacheable for 30 s, and the browser's cache ignores the token she sends).
      ...(auth === 'admin' ? { cache: 'no-store' as const } : {}),
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: timeout.signal,
    });
  } catch (error) {
    timeout.done();
    if (signal?.aborted) throw error;
    const timedOut = timeout.signal.aborted;
    throw new ApiError(
      timedOut
        ? 'The shop is taking too long to answer. Please try again.'
        : 'Could not reach the shop. Please check your connection and try again.',
      0,
      timedOut ? 'TIMEOUT' : 'NETWORK',
    );
  }

  try {
    const data = await readBody(response);
    if (!response.ok) {
      const err = errorBody(data);
      if (response.status === 401 && auth === 'admin') {
        // The server no longer accepts this admin session: forget it and let the admin area redirect.
        clearAdminToken();
        window.dispatchEvent(new Event(ADMIN_UNAUTHORIZED_EVENT));
      }
      // A revoked or expired shopper token: back to logged out, unless a newer login replaced it meanwhile.
      if (response.status === 401 && auth === 'shopper' && token && getShopperToken() === token) {
        clearShopperSession();
        window.dispatchEvent(new Event(SHOPPER_UNAUTHORIZED_EVENT));
      }
      throw new ApiError(err.error ?? `Request failed (${response.status})`, response.status, err.code);
    }
    return { data, headers: response.headers, status: response.status };
  } finally {
    timeout.done();
  }
}

/** Token, abort signal and, where the call has one, its typed query string. */
export type CallOptions<M extends ApiMethod, P extends ApiPath<M>> = Omit<
  ApiRequest,
  'method' | 'body' | 'query'
> & {
  query?: ApiQuery<M, P>;
};

/**
 * One call of the API contract (api-contract.ts): the body and query are typed by the route's request schemas
 * and the answer by its response schema. The answer is taken on trust here, once for every call: the server
 * serialises it through that response schema, and parsing it again would put zod on the first load.
 */
export async function apiRequest<M extends ApiMethod, P extends ApiPath<M>>(
  method: M,
  path: P,
  request: CallOptions<M, P> & { body?: ApiBody<M, P> } = {},
): Promise<ApiResponse<ApiAnswer<M, P>>> {
  const answer = await send(path, { ...request, method });
  return answer as ApiResponse<ApiAnswer<M, P>>;
}

export const api = {
  get: async <P extends ApiPath<'GET'>>(path: P, request?: CallOptions<'GET', P>) =>
    (await apiRequest('GET', path, request)).data,
  post: async <P extends ApiPath<'POST'>>(
    path: P,
    body: ApiBody<'POST', P>,
    request?: CallOptions<'POST', P>,
  ) => (await apiRequest('POST', path, { ...request, body })).data,
  put: async <P extends ApiPath<'PUT'>>(path: P, body: ApiBody<'PUT', P>, request?: CallOptions<'PUT', P>) =>
    (await apiRequest('PUT', path, { ...request, body })).data,
  delete: async <P extends ApiPath<'DELETE'>>(path: P, request?: CallOptions<'DELETE', P>) =>
    (await apiRequest('DELETE', path, request)).data,
};

/** The server's message (in the shopper's language when the Hindi catalogue knows it), else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return translate(error instanceof ApiError && error.message ? error.message : fallback);
}
