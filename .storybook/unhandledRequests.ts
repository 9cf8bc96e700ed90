/**
 * API requests that no MSW handler answered during the current story. The preview records them,
 * the Vitest setup fails the story on them: a screen reading an endpoint its story forgot would
 * otherwise pass on whatever the failed fetch left on screen.
 */
export const unhandledRequests: string[] = [];

/** Only the app's own API counts: Vite, Vitest and the fonts also go through the worker. */
export function isApiRequest(request: Request) {
  const url = new URL(request.url);
  return url.origin === location.origin && url.pathname.startsWith('/api/');
}
