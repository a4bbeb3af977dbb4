import { paths } from '../../config/paths';

// Any origin will do: the path is resolved against it only to normalise it the way a browser would.
const probeOrigin = 'http://app.invalid';

/**
 * Only an in-app path of the same region may be a returnTo: never another origin ("//evil", "https:"),
 * never another region, never the sign-in or callback pages themselves. The check is made on the path
 * as the browser would resolve it (dot segments, "%2e%2e" and "\" included), and that resolved path is
 * what is returned, so what was checked is what is navigated to. Without one, sign-in lands on the region's
 * home.
 */
export function safeReturnTo(regionId: string, returnTo: string | null): string {
  const fallback = paths.home(regionId);
  if (!returnTo) return fallback;
  let url: URL;
  try {
    url = new URL(returnTo, probeOrigin);
  } catch {
    return fallback;
  }
  const path = url.pathname;
  if (url.origin !== probeOrigin || !path.startsWith(`/${regionId}/`) || path.includes('//')) return fallback;
  const page = path.split('/')[2];
  if (page === 'sign-in' || page === 'auth') return fallback;
  return `${path}${url.search}${url.hash}`;
}
