import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  beginMarker,
  docPath,
  endMarker,
  exampleConfigs,
  keyRows,
  meanings,
  regeneratedPage,
} from './configuration.ts';

describe('docs/configuration.md', () => {
  const rows = keyRows(exampleConfigs());
  const page = readFileSync(docPath, 'utf8');
  const generated = page.slice(page.indexOf(beginMarker), page.indexOf(endMarker));

  it('has a meaning for every key of the config schema, and none for a key the schema does not have', () => {
    const paths = rows.map((row) => row.path);
    expect(paths.filter((path) => !(path in meanings))).toEqual([]);
    expect(Object.keys(meanings).filter((path) => !paths.includes(path))).toEqual([]);
  });

  it('lists every key of the config schema in its generated part', () => {
    expect(page).toContain(beginMarker);
    expect(page).toContain(endMarker);
    const missing = rows.filter((row) => !generated.includes(`| \`${row.path}\``)).map((row) => row.path);
    expect(missing, 'keys missing from docs/configuration.md: run npm run docs:config').toEqual([]);
  });

  it('is what npm run docs:config writes from the schema, its meanings and the example configs', async () => {
    expect(await regeneratedPage(page), 'docs/configuration.md is stale: run npm run docs:config').toBe(page);
  });
});
