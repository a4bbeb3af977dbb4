import type { RegionConfig } from '../../config/schema';
import type { ApiCredential } from '../../lib/api-client';

/**
 * A token bound to the API base URL it was issued for (by default the region's as configured now) and the
 * region's request timeout: the API client refuses to send it to any other.
 */
export function credentialFor(
  region: RegionConfig,
  token: string,
  baseUrl = region.apiBaseUrl,
): ApiCredential {
  return { token, baseUrl, timeoutMs: region.requestTimeoutSeconds * 1000 };
}
