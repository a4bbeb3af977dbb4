import type { Page } from '@playwright/test';

/** A region of the served config.json, loosely: a spec edits what it needs and passes the rest on. */
export type ConfigRegion = Record<string, unknown> & { id: string; label: string; apiBaseUrl: string };

/** The served config.json, loosely. */
export type ServedConfig = Record<string, unknown> & { regions: ConfigRegion[] };

/**
 * Serves `page` the deployment's config.json as `edit` changes it, on every load from now on, as an
 * operator's edit to the file would be seen. Undone with `page.unroute('**\/config.json')`.
 */
export async function editConfig(page: Page, edit: (config: ServedConfig) => void): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as ServedConfig;
    edit(config);
    await route.fulfill({ response, json: config });
  });
}

/** A second region, AU East, with AU's identity provider, realm, client and API, as a deployment might have. */
export function addAuEast(config: ServedConfig): void {
  const au = config.regions.find((region) => region.id === 'au');
  if (!au) throw new Error('the served config.json has no AU region');
  config.regions.push({ ...au, id: 'au-east', label: 'Australia East' });
}
