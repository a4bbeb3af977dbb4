import type { RegionConfig } from '../../../config/schema';
import { buildApiUrl, getJson } from '../../../lib/api-client';
import { credentialFor } from '../credential';

function utcDate(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Proves a pasted key works with the cheapest call the spec offers: one type, one day, and a vehicle
 * constraint no fleet uses, so the answer is an empty list. Throws the API's error otherwise.
 */
export async function checkApiKey(region: RegionConfig, apiKey: string): Promise<void> {
  const url = buildApiUrl(region.apiBaseUrl, '/v1/events/ignition', {
    from: utcDate(0),
    to: utcDate(1),
    [region.constraintParams.vehicleIds]: '0',
  });
  await getJson(credentialFor(region, apiKey), url);
}
