// The Chromium every bench script measures in: Debian's where installed (else Playwright's own), started
// through quiet-chromium.mjs so that DevTools keeps no copy of the response bodies (a cost no user's
// browser has). BENCH_DEVTOOLS_BODIES=1 launches it as Playwright does by default, to compare.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';

const debianChromium = '/usr/bin/chromium';
const args = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export const keepsDevToolsBodies = Boolean(process.env.BENCH_DEVTOOLS_BODIES);

export function launchBenchChromium(): Promise<Browser> {
  const real = existsSync(debianChromium) ? debianChromium : chromium.executablePath();
  if (keepsDevToolsBodies) return chromium.launch({ executablePath: real, args });
  return chromium.launch({
    executablePath: fileURLToPath(new URL('./quiet-chromium.mjs', import.meta.url)),
    args,
    env: { ...process.env, BENCH_CHROMIUM: real },
  });
}
