import type { RegionConfig } from '../../config/schema';
import type { ApiCredential } from '../../lib/api-client';

/** A token bound to its region's API base URL and that region's request timeout. */
export function credentialFor(region: RegionConfig, token: string): ApiCredential {
  return { token, baseUrl: region.apiBaseUrl, timeoutMs: region.requestTimeoutSeconds * 1000 };
}
