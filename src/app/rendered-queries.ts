// The answers a server-rendered page was drawn with, carried in the page for the browser's first render
// (React Query's dehydrated state). A call that failed is carried too, with its error: the server drew the
// page's error state ("This news item does not exist"), so the browser must start from the same error,
// not from a pending query (a skeleton), or hydration would not find the server's markup.
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/api/client';

type CarriedError = { api: true; status: number; errorCode: string; message: string; body: Record<string, unknown> } | { api: false; name: string; message: string };

function carry(error: unknown): CarriedError {
  if (error instanceof ApiError) return { api: true, status: error.status, errorCode: error.errorCode, message: error.message, body: error.body };
  const { name = 'Error', message = '' } = error instanceof Error ? error : {};
  return { api: false, name, message };
}

function revive(error: CarriedError): Error {
  if (error.api) return new ApiError(error.status, error.errorCode, error.message, error.body);
  const revived = new Error(error.message);
  revived.name = error.name;
  return revived;
}

/** On the server: the answers and the failures (their errors as plain data). */
export function dehydrateRendered(client: QueryClient): DehydratedState {
  const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error' });
  return {
    ...state,
    queries: state.queries.map((query) => (query.state.error == null ? query : { ...query, state: { ...query.state, error: carry(query.state.error) as unknown as Error } })),
  };
}

/** In the browser: the same, with each failure's error an error again (an ApiError keeps its status). */
export function reviveRendered(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.error == null ? query : { ...query, state: { ...query.state, error: revive(query.state.error as unknown as CarriedError) } },
    ),
  };
}
