/**
 * Fills a configured URL template (validated by the config schema: relative, one placeholder). Ids are
 * whole numbers, so they need no escaping beyond what String gives; a list is comma-separated.
 */
export function expandOne(template: string, id: number): string {
  return template.replace('{id}', encodeURIComponent(String(id)));
}

export function expandMany(template: string, ids: readonly number[]): string {
  return template.replace('{ids}', ids.map((id) => encodeURIComponent(String(id))).join(','));
}
