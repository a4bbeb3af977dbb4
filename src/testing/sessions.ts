/** Puts an API-key session for a region in this tab's storage, as the sign-in page does. */
export function storeApiKeySession(regionId: string, apiKey = `${regionId}-test-key`): void {
  sessionStorage.setItem(
    `fleet-events.session.${regionId}`,
    JSON.stringify({ kind: 'apiKey', apiKey, label: `API key …${apiKey.slice(-4)}` }),
  );
}
