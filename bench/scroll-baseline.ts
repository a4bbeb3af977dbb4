import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { build } from 'vite';
import { scrollFrames } from './measure.ts';

const out = 'bench/tmp/bare-list';
const origin = 'http://bare-list.bench';
const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Builds the bare list page once per bench run. */
export async function buildBareList(): Promise<void> {
  await build({
    root: 'bench/bare-list',
    configFile: false,
    logLevel: 'warn',
    build: { outDir: `../../${out}`, emptyOutDir: true, sourcemap: false },
  });
}

/** A CSV line's cells (the export quotes cells with commas or quotes). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(cell);
      cell = '';
    } else cell += ch;
  }
  out.push(cell);
  return out;
}

/**
 * Scrolls the same rows (the app's CSV export of them) in the bare list, in a page of the same context
 * (same browser, same viewport): frames and dropped frames, as for the app's table.
 */
export async function scrollBareList(
  context: BrowserContext,
  csv: string,
  widths: number[],
): Promise<{ frames: number; dropped: number }> {
  const page = await context.newPage();
  // As in the app's page (measure.ts): tsx's keepNames wraps functions sent to evaluate in __name().
  await page.addInitScript('window.__name = (fn) => fn;');
  await page.route(`${origin}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    const file = join(out, path === '/' ? 'index.html' : path);
    if (!existsSync(file)) return route.fulfill({ status: 404 });
    await route.fulfill({
      body: readFileSync(file),
      contentType: types[extname(file)] ?? 'application/octet-stream',
    });
  });
  await page.goto(`${origin}/`);
  const rows = csv.trim().split(/\r?\n/).slice(1).map(cells);
  await page.evaluate(([r, w]) => window.showRows(r, w), [rows, widths] as const);
  await page.waitForSelector('[role="row"]');
  const figures = await scrollFrames(page);
  await page.close();
  return figures;
}
