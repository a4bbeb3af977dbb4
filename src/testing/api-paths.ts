import { http, HttpResponse } from 'msw';
import { server } from './msw-server';

/** Every path of the API under `apiBaseUrl` the page asks for from now on (each answered `[]`). */
export function recordApiPaths(apiBaseUrl: string): string[] {
  const asked: string[] = [];
  server.use(
    http.get(`${apiBaseUrl}/*`, ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return HttpResponse.json([]);
    }),
  );
  return asked;
}
