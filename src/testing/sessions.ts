import { testConfig } from './test-config';

/**
 * Puts an API-key session for a region in this tab's storage, as the sign-in page does: bound to the
 * region's API, and lent to the app's other tabs only when `lend` says so.
 */
export function storeApiKeySession(
  regionId: string,
  apiKey = `${regionId}-test-key`,
  { lend = false } = {},
): void {
  const region = testConfig.regions.find((each) => each.id === regionId);
  sessionStorage.setItem(
    `fleet-events.session.${regionId}`,
    JSON.stringify({
      kind: 'apiKey',
      apiKey,
      label: `API key …${apiKey.slice(-4)}`,
      apiBaseUrl: region?.apiBaseUrl ?? `https://api.example.test/${regionId}`,
      ...(lend ? { lend } : {}),
    }),
  );
}
