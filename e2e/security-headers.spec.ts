import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { resetEmulator, signInWithPassword } from './support/emulator';
import { settled, twoDays } from './support/hostile';
import { inFirstCell } from './support/rows';

/**
 * Collects every Content-Security-Policy violation the page reports, from the first script on, in every
 * document the page loads (a navigation starts a new document, whose reports would otherwise be all).
 */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = [];
  await page.exposeFunction('__reportViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(
        `${event.violatedDirective} ${event.blockedURI} ${event.sample} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  return () => Promise.resolve([...seen]);
}

test.beforeEach(async ({ request }) => resetEmulator(request));

test('the built app is served with a strict policy: no inline script, no framing, no referrer', async ({
  request,
}) => {
  for (const path of ['/', '/au/events?types=ignition', '/config.json']) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp, path).toContain("script-src 'self';");
    expect(csp, path).not.toMatch(/script-src[^;]*(unsafe-inline|unsafe-eval)/);
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).toContain("require-trusted-types-for 'script'; trusted-types default");
    expect(csp, path).toContain("connect-src 'self' blob: http://localhost:4010");
    expect(headers['referrer-policy'], path).toBe('no-referrer');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['strict-transport-security'], path).toMatch(/^max-age=31536000\b/);
    expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    expect(headers['permissions-policy'], path).toContain('clipboard-write=(self)');
  }
  // An operator's edit to config.json is seen on the next load.
  expect((await request.get('/config.json')).headers()['cache-control']).toBe('no-cache');
  // The build leaves the same headers as a ready nginx snippet next to the app.
  const snippet = readFileSync('dist/fleet-events-headers.conf', 'utf8');
  expect(snippet).toContain('add_header Cross-Origin-Opener-Policy "same-origin" always;');
  expect(snippet).toContain("connect-src 'self' blob: http://localhost:4010");
  // Source maps are made beside the app, not shipped in it, and no script points at one.
  const scripts = readdirSync('dist/assets').filter((file) => file.endsWith('.js'));
  expect(readdirSync('dist/assets').filter((file) => file.endsWith('.map'))).toEqual([]);
  expect(
    scripts.filter((file) => readFileSync(`dist/assets/${file}`, 'utf8').includes('sourceMappingURL')),
  ).toEqual([]);
  // Every script has its map there, but the bundler's own few hundred bytes of runtime, which has none.
  const mapped = scripts.filter((file) => !file.startsWith('rolldown-runtime-'));
  expect(readdirSync('dist-maps/assets')).toEqual(
    expect.arrayContaining(mapped.map((file) => `${file}.map`)),
  );
});

test('signing in, the table, the map, a detail and lookup all work under it, with nothing refused', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  const policyErrors: string[] = [];
  page.on('console', (message) => {
    if (/Permissions-Policy|Permissions policy/i.test(message.text())) policyErrors.push(message.text());
  });
  await signInWithPassword(page, 'au');
  await expect(page).toHaveURL(/\/au\/events$/);
  await page.goto(twoDays);
  await settled(page);
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await page.waitForFunction(() => performance.getEntriesByName('map-idle').length > 0, undefined, {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  await page.getByRole('grid', { name: 'Events' }).getByRole('row').nth(1).click(inFirstCell);
  await expect(page.getByRole('region', { name: 'Raw JSON' })).toBeVisible();
  await page.goto('/au/lookup');
  await expect(page.getByRole('heading', { name: 'Look up an event' })).toBeVisible();
  expect(await violations()).toEqual([]);
  // Every feature the Permissions-Policy names is one Chromium knows (it reports the others).
  expect(policyErrors).toEqual([]);
});

test('an inline script or HTML slipped into the page does not run, and the policy reports it', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  await page.goto('/au/sign-in');
  await expect(page.getByRole('form', { name: 'Password sign-in' })).toBeVisible();
  const refusedAtTheSink = await page.evaluate(() => {
    const refused: string[] = [];
    // Trusted Types: a string is refused by the sink itself (script text, HTML, an event handler
    // attribute), before script-src is asked; script-src would refuse each of them all the same.
    try {
      const script = document.createElement('script');
      script.textContent = 'window.__pwned = "inline"';
      document.body.append(script);
    } catch (error) {
      refused.push(`script: ${String(error)}`);
    }
    try {
      document.body.insertAdjacentHTML('beforeend', '<img src=x onerror="window.__pwned = \'html\'">');
    } catch (error) {
      refused.push(`html: ${String(error)}`);
    }
    try {
      const img = document.createElement('img');
      img.setAttribute('src', 'x');
      img.setAttribute('onerror', 'window.__pwned = "handler"');
      document.body.append(img);
    } catch (error) {
      refused.push(`handler: ${String(error)}`);
    }
    return refused;
  });
  expect(refusedAtTheSink).toEqual([
    expect.stringMatching(/^script: TypeError: .*TrustedScript/),
    expect.stringMatching(/^html: TypeError: .*Refused HTML/),
    expect.stringMatching(/^handler: TypeError: .*TrustedScript/),
  ]);
  await expect
    .poll(violations)
    .toEqual(expect.arrayContaining([expect.stringMatching(/^require-trusted-types-for/)]));
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
});

test('another site cannot frame the app', async ({ page }) => {
  await page.goto('http://localhost:4010/healthz');
  const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
  await page.setContent(
    '<iframe id="app" src="http://localhost:4173/au/sign-in" width="600" height="400"></iframe>',
  );
  expect((await refused).text()).toMatch(/violates .*frame-ancestors 'none'.*blocked/s);
  await expect(page.frameLocator('#app').getByRole('form', { name: 'Password sign-in' })).toHaveCount(0);
});
