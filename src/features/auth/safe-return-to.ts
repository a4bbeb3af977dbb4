import { paths } from '../../config/paths';

/**
 * Only an in-app path of the same region may be a returnTo: never another origin ("//evil", "https:"),
 * never another region, never the sign-in or callback pages themselves.
 */
export function safeReturnTo(regionId: string, returnTo: string | null): string {
  const fallback = paths.events(regionId);
  if (!returnTo || !returnTo.startsWith(`/${regionId}/`) || returnTo.startsWith('//')) return fallback;
  try {
    const url = new URL(returnTo, 'http://app.invalid');
    if (url.origin !== 'http://app.invalid') return fallback;
    const page = url.pathname.split('/')[2];
    if (page === 'sign-in' || page === 'auth') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
