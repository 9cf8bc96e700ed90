import type { FetchLike } from '../http';

/** One request the fake fetch saw, with its body decoded. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  body: BodyInit | null | undefined;
}

export type FakeRoute = (request: RecordedRequest) => Response | Promise<Response>;

/** JSON response helper for fake routes. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * A fetch that answers from `routes` keyed by `"METHOD /path"` and records every request. Unknown
 * routes answer 404 so a wrong path fails loudly. Test-only: not exported from the package.
 */
export function createFakeFetch(routes: Record<string, FakeRoute>) {
  const requests: RecordedRequest[] = [];
  const fetch: FetchLike = async (input, init) => {
    const request: RecordedRequest = {
      url: input,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body: init.body,
    };
    requests.push(request);
    const path = new URL(input, 'http://localhost').pathname;
    const route = routes[`${request.method} ${path}`];
    return route ? route(request) : new Response('', { status: 404, statusText: 'Not Found' });
  };
  return { fetch, requests };
}
