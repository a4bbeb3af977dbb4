import { expect, test, type Page } from '@playwright/test';
import { emulatorUrl, requestCounts, resetRequestCounts } from '../support/emulator';
import { signedInAndWatched } from '../support/hostile';

signedInAndWatched();

/** Every path the page asks of the emulator (API and identity provider), as the browser sent it. */
function emulatorPaths(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === emulatorUrl) seen.push(url.pathname);
  });
  return seen;
}

/**
 * What the detail page may ask: AU's identity provider (the stored sign-in), the exchange of its token
 * for the user's key, and one event, `/v1/events/<type>/<id>`, its type one segment that names no other
 * path (no encoded slash or backslash, not a dot segment).
 */
const allowed = [
  /^\/au\/auth\/realms\/fleet\//,
  /^\/au\/v1\/auth\/sso$/,
  /^\/au\/v1\/events\/(?!\.\.?\/)(?![^/]*%(?:2F|5C|2E%2E))[^/]+\/\d+$/i,
];

test('a detail link whose type climbs out of the path (..%2F..%2Fauth%2Fsso) is refused, and its path never asked', async ({
  page,
  request,
}) => {
  await resetRequestCounts(request);
  const paths = emulatorPaths(page);
  await page.goto('/au/events/..%2F..%2Fauth%2Fsso/1?at=1762819200000');
  await expect(page.getByText('Not an event type', { exact: true })).toBeVisible();
  await expect(page.getByText(/"\.\.\/\.\.\/auth\/sso" cannot be an event type/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Look up another event' })).toBeVisible();
  // The page is settled on its refusal: anything it was going to ask has been asked.
  await page.waitForLoadState('networkidle');
  expect(paths.filter((path) => !allowed.some((pattern) => pattern.test(path)))).toEqual([]);
  expect(paths.filter((path) => /%2F|%5C|\/\.\.?\//i.test(path))).toEqual([]);
  // As the emulator counted them: no events call at all, and nothing under another path of the API.
  const counted = Object.keys(await requestCounts(request));
  expect(counted.filter((key) => /\/v1\/events\/|\/auth\/sso\/|%2F|\.\./i.test(key))).toEqual([]);
});
