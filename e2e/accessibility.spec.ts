import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { resetEmulator, signInWithPassword } from './support/emulator';
import { settled, twoDays } from './support/hostile';
import { inFirstCell } from './support/rows';
import { signInDirectly } from './support/session';

/**
 * Serious and critical axe findings on the page as it is now (or in the part of it `only` names, when the
 * rest was checked just before), one line each, for a readable failure.
 */
async function seriousViolations(page: Page, only?: string): Promise<string[]> {
  // A dialog fading in has its text at part opacity, which axe measures as low contrast: let the
  // transitions end first (not the endless ones: a progress bar runs as long as a load).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (only ? builder.include(only) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html} ${node.failureSummary ?? ''}`).join(', ')}`,
    );
}

test.beforeEach(async ({ request }) => resetEmulator(request));

// Two walks, each well inside a test's ceiling on a busy machine: the one walk of all six pages took up to
// 53 s of its 90 beside two busy loops.
test('sign-in, events and its dialogs, and detail have no serious or critical axe violations', async ({
  page,
}) => {
  await page.goto('/au/events');
  await expect(page.getByRole('form', { name: 'Password sign-in' })).toBeVisible();
  expect(await seriousViolations(page), 'sign-in').toEqual([]);

  await signInWithPassword(page, 'au');
  await expect(page).toHaveURL(/\/au\/events$/);
  await page.goto(twoDays);
  await settled(page);
  await page.getByRole('button', { name: 'Edit filters' }).click();
  await expect(page.getByRole('combobox', { name: 'Time range' })).toBeVisible();
  expect(await seriousViolations(page), 'events, with the filter bar open').toEqual([]);
  await page.getByRole('button', { name: 'Columns' }).click();
  // Its list loads on the way to the button: checked once it is there.
  await expect(
    page.getByRole('dialog', { name: 'Columns' }).getByRole('button', { name: 'Default columns' }),
  ).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]'), 'column chooser').toEqual([]);
  await page.keyboard.press('Escape');
  // Gone from the page, not only hidden: its fading paper would still be under axe's eye.
  await expect(page.locator('[role="dialog"][aria-label="Columns"]')).toHaveCount(0);
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]'), 'shortcuts').toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('grid', { name: 'Events' }).getByRole('row').nth(1).click(inFirstCell);
  await expect(page.getByRole('region', { name: 'Raw JSON' })).toBeVisible();
  await expect(page.getByRole('list', { name: /^Events of vehicle \d+ around this one$/ })).toBeVisible();
  expect(await seriousViolations(page), 'detail').toEqual([]);
});

test('lookup, device health and map have no serious or critical axe violations', async ({
  page,
  request,
}) => {
  await signInDirectly(page, request);
  await page.goto('/au/lookup');
  await expect(page.getByRole('heading', { name: 'Look up an event' })).toBeVisible();
  expect(await seriousViolations(page), 'lookup').toEqual([]);

  await page.goto(twoDays.replace('/au/events', '/au/health'));
  await expect(page.getByRole('table', { name: 'Data quality per device' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /from [\d,]+ events/ })).toBeVisible();
  expect(await seriousViolations(page), 'device health').toEqual([]);

  await page.goto(twoDays);
  await settled(page);
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await page.waitForFunction(() => performance.getEntriesByName('map-idle').length > 0, undefined, {
    timeout: 30_000,
  });
  expect(await seriousViolations(page), 'map').toEqual([]);
});

test('keyboard only: sign in, change a filter, open an event', async ({ page }) => {
  await page.goto('/au/events');
  const form = page.getByRole('form', { name: 'Password sign-in' });
  await expect(form).toBeVisible();
  // The skip link is the first stop, and takes focus past the app bar.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // Tab to the username field, as a keyboard user would, instead of clicking it.
  const username = form.getByLabel('Username');
  for (let i = 0; i < 30 && !(await username.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(username).toBeFocused();
  await page.keyboard.type('demo');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('demo');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/au\/events$/);
  await settled(page);

  // The filter bar opens from its button; then the time range's select, to choose "Last 7 days".
  const edit = page.getByRole('button', { name: 'Edit filters' });
  for (let i = 0; i < 20 && !(await edit.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(edit).toBeFocused();
  await page.keyboard.press('Enter');
  const range = page.getByRole('combobox', { name: 'Time range' });
  for (let i = 0; i < 40 && !(await range.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(range).toBeFocused();
  await page.keyboard.press('Enter');
  const option = page.getByRole('option', { name: 'Last 7 days' });
  await expect(option).toBeVisible();
  for (let i = 0; i < 10 && !(await option.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/range=last7d/);
  await settled(page, 30_000);

  // "/" goes to the search, "?" lists the shortcuts; Escape closes the list.
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeHidden();

  // Into the table, down two rows, Enter opens that event.
  const grid = page.getByRole('grid', { name: 'Events' });
  for (let i = 0; i < 40 && !(await grid.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(grid).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/au\/events\/[^/]+\/\d+\?at=\d+/);
  await expect(page.getByRole('region', { name: 'Raw JSON' })).toBeVisible();
});
