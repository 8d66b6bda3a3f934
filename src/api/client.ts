// The HTTP client with the semantics of SPEC.md section 8:
// - every request carries `Authorization: Bearer` when a token is stored;
// - 401 or 419: the user is sent to sign-in and the request never settles;
// - no response: the offline flag is set and the request never settles;
// - any other error goes to the caller as an ApiError.
import { tokenExpired } from '@/lib/token-expiry';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { offlineAtom } from '@/state/ui';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  /** Off for getUserData: a 401 comes back as an ApiError instead of a redirect. */
  validateStatus?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  query?: Record<string, string | number | boolean | undefined>;
}

type Handler = () => void;
const handlers: { unauthorized: Handler; offline: Handler } = {
  unauthorized: () => {},
  offline: () => appStore.set(offlineAtom, true),
};

/** The app wires navigation to sign-in here (it cannot import the router into this module). */
export function onUnauthorized(handler: Handler) {
  handlers.unauthorized = handler;
}

export const API_BASE = '/api/user-side';

const never = <T>() => new Promise<T>(() => {});

function buildUrl(path: string, query?: RequestOptions['query']) {
  const url = path.startsWith('/') ? path : `${API_BASE}/${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

export async function request<T>(method: string, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  let token = appStore.get(tokenAtom);
  if (token && tokenExpired(token)) {
    // Signed out by the clock: the call goes without it, and a call that needs one leads to sign-in.
    appStore.set(tokenAtom, null);
    token = null;
  }
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    console.warn('No response from the server: offline', error);
    handlers.offline();
    return never<T>();
  }
  if (appStore.get(offlineAtom)) appStore.set(offlineAtom, false);

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (response.ok) return data as T;

  const errorBody = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const retryAfter = Number(response.headers.get('retry-after'));
  if (errorBody.retry_after === undefined && retryAfter > 0) errorBody.retry_after = retryAfter;
  const errorCode = typeof errorBody.error_code === 'string' ? errorBody.error_code : `Http${response.status}`;
  const message = typeof errorBody.message === 'string' ? errorBody.message : response.statusText;
  if ((response.status === 401 || response.status === 419) && options.validateStatus !== false) {
    console.info('The user is not logged in');
    handlers.unauthorized();
    return never<T>();
  }
  throw new ApiError(response.status, errorCode, message, errorBody);
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body: unknown = {}, options?: RequestOptions) => request<T>('POST', path, body, options),
};
