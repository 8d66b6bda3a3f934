// The console's calls to /api/console with the staff token. Failures become ConsoleError with the
// server's error_code, which errors.ts turns into words; a network failure has the code 'Network'.
// Every call goes through `send`, typed by the contract's call map (contract/console/calls.ts): the route
// names the body, query and answer.
import type { ConsoleCalls, ConsoleRoute, RouteParams } from '@contract/console/calls';
import { i18n } from './i18n';
import { session } from './session';

export class ConsoleError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

interface OutgoingCall {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  idempotencyKey?: string;
}

async function request({ method, path, body, idempotencyKey }: OutgoingCall): Promise<unknown> {
  // Names of prizes, challenges and the like come back in the console's language.
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': i18n.locale };
  const token = session.get()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  // A file (a picture to upload) goes as it is, with its own type; anything else as JSON.
  const file = body instanceof Blob ? body : null;
  if (body !== undefined) headers['content-type'] = file ? file.type : 'application/json';
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  let response: Response;
  try {
    response = await fetch(`/api/console${path}`, { method, headers, body: body === undefined ? undefined : (file ?? JSON.stringify(body)) });
  } catch {
    throw new ConsoleError(0, 'Network', 'The server could not be reached.');
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return answer;
  const code = typeof answer.error_code === 'string' ? answer.error_code : `Http${response.status}`;
  // An ended session (expired, logged out elsewhere, account deactivated) sends the page to sign-in.
  if (token && (response.status === 401 || response.status === 419)) session.end('expired');
  throw new ConsoleError(response.status, code, String(answer.message ?? ''), answer);
}

/** A query string of the values that are set. */
export function query(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

type PathOf<R extends string> = R extends `${string} ${infer Path}` ? Path : never;
type Answer<R extends ConsoleRoute> = ConsoleCalls[R]['answer'];
type Params<R extends ConsoleRoute> = RouteParams<PathOf<R>>;
type Body<R extends ConsoleRoute> = ConsoleCalls[R]['body'];
type Query<R extends ConsoleRoute> = ConsoleCalls[R]['query'];

/** What a route needs beside its name: its path parameters and body when it has them, its query when it reads one. */
export type SendOptions<R extends ConsoleRoute> = ([keyof Params<R>] extends [never] ? { params?: undefined } : { params: Params<R> }) &
  ([Body<R>] extends [never] ? { body?: undefined } : { body: Body<R> }) &
  ([Query<R>] extends [never] ? { query?: undefined } : { query?: Query<R> }) & { idempotencyKey?: string };

type OptionsArgument<R extends ConsoleRoute> = Record<never, never> extends SendOptions<R> ? [options?: SendOptions<R>] : [options: SendOptions<R>];

/** A console call named as in the call map, e.g. `send('POST /members/:id/points', { params: { id }, body })`. */
export function send<R extends ConsoleRoute>(route: R, ...[options]: OptionsArgument<R>): Promise<Answer<R>> {
  const [method, pattern] = route.split(' ') as ['GET' | 'POST', string];
  const given = (options ?? {}) as { params?: Record<string, string | number>; body?: unknown; query?: Record<string, unknown>; idempotencyKey?: string };
  const path = pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(given.params?.[name] ?? '')));
  const search = given.query ? query(given.query as Record<string, string | number | undefined>) : '';
  return request({ method, path: `${path}${search}`, body: given.body, idempotencyKey: given.idempotencyKey }) as Promise<Answer<R>>;
}
