// The HTTP client with the semantics of docs/product.md section 8, plus a deadline on every request:
// - every request carries `Authorization: Bearer` when a token is stored;
// - 401 or 419: the user is sent to sign-in and the request never settles;
// - no response, or none before the deadline: the offline flag is set and the request fails with
//   OfflineError, so every screen can say what happened instead of spinning for ever;
// - any other error goes to the caller as an ApiError.
import { tokenExpired } from '@/lib/token-claims';
import { appStore } from '@/state/jotai';
import { tokenAtom } from '@/state/session';
import { offlineAtom } from '@/state/ui';
import { FROM_CACHE_HEADER } from '../../sw/protocol';
import type { GetAnswer, GetPath, PostAnswer, PostBody, PostName } from './calls';

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

/** The request got no answer in time: no network, a link that hangs, or a server that is gone. */
export class OfflineError extends Error {
  constructor() {
    super('No connection');
    this.name = 'OfflineError';
  }
}

/**
 * Reads give up sooner than writes: the service worker answers a read from its cache after its own
 * shorter timeout, so a read still waiting here has nothing saved. A write may be slow to apply.
 */
export const READ_DEADLINE_MS = 8_000;
export const WRITE_DEADLINE_MS = 12_000;

export interface RequestOptions {
  /** Milliseconds before the request is given up (defaults: READ_DEADLINE_MS, WRITE_DEADLINE_MS). */
  deadlineMs?: number;
  /** Sees the response before its body is read (a header such as REPLAYED_HEADER). */
  onResponse?: (response: Response) => void;
  /** Off for getUserData: a 401 comes back as an ApiError instead of a redirect. */
  validateStatus?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  query?: Record<string, string | number | boolean | undefined>;
}

type Handler = () => void;
/** 401 (no valid sign-in) or 419 (the session ended for want of activity). */
type UnauthorizedHandler = (status: 401 | 419) => void;
const handlers: { unauthorized: UnauthorizedHandler; offline: Handler } = {
  unauthorized: () => {},
  offline: () => appStore.set(offlineAtom, true),
};

/** The app wires navigation to sign-in here (it cannot import the router into this module). */
export function onUnauthorized(handler: UnauthorizedHandler) {
  handlers.unauthorized = handler;
}

export const API_BASE = '/api/user-side';
/** On an answer the server repeats for an Idempotency-Key it has seen (docs/contract.md). */
export const REPLAYED_HEADER = 'idempotent-replayed';

const never = <T>() => new Promise<T>(() => {});

/** How a request reaches the server: the browser's fetch; the server's own render answers in process. */
let send: typeof fetch = (input, init) => fetch(input, init);

export function sendRequestsThrough(transport: typeof fetch) {
  send = transport;
}

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

  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.deadlineMs ?? (method === 'GET' ? READ_DEADLINE_MS : WRITE_DEADLINE_MS));
  const signal = options.signal ? AbortSignal.any([options.signal, deadline.signal]) : deadline.signal;
  let response: Response;
  let text: string;
  try {
    response = await send(buildUrl(path, options.query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
    text = await response.text();
  } catch (error) {
    if (options.signal?.aborted) throw error;
    console.warn(deadline.signal.aborted ? 'No answer before the deadline: offline' : 'No response from the server: offline', error);
    handlers.offline();
    throw new OfflineError();
  } finally {
    clearTimeout(timer);
  }
  // A saved answer from the service worker means the network did not answer: the connectivity check
  // takes over. A real answer means the network is back.
  const fromCache = response.headers.get(FROM_CACHE_HEADER) !== null;
  if (fromCache) handlers.offline();
  else if (appStore.get(offlineAtom)) appStore.set(offlineAtom, false);
  options.onResponse?.(response);

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
    handlers.unauthorized(response.status);
    return never<T>();
  }
  throw new ApiError(response.status, errorCode, message, errorBody);
}

/** A POST's arguments: its body (left out for a call that takes none) and the options. */
type PostArgs<P extends PostName> = PostBody<P> extends undefined ? [body?: undefined, options?: RequestOptions] : [body: PostBody<P>, options?: RequestOptions];

/** Typed by the call map (src/api/calls.ts): the path names the call, the call names the answer. */
export const api = {
  get: <P extends GetPath>(path: P, options?: RequestOptions) => request<GetAnswer<P>>('GET', path, undefined, options),
  post: <P extends PostName>(path: P, ...[body = {}, options]: PostArgs<P>) => request<PostAnswer<P>>('POST', path, body, options),
};
