import { expect, test, type Page } from '@playwright/test';
import { oneDay, span, wednesday } from '../support/calendar';
import { editConfig } from '../support/config';
import { injectFault } from '../support/emulator';
import { settled, summary, signedInAndWatched } from '../support/hostile';

signedInAndWatched();

// Every type of a working Wednesday in AU: about 1,200 events, so a server that sends at most 1,000 items
// cuts it; AU's API is told to take ISO timestamps, which the emulator does, so the day can come in parts.
const wholeDay = `/au/events?types=&${span(oneDay(wednesday))}`;

const shown = async (page: Page) => {
  const [count, total] = ((await summary(page).textContent()) ?? '')
    .split(' events')[0]
    ?.split(' of ')
    .map((n) => Number(n.replace(/,/g, ''))) ?? [0, 0];
  return { count, total };
};

async function capAt1000(page: Page, request: Parameters<typeof injectFault>[0], stated: boolean) {
  await injectFault(request, { region: 'au', path: '/v1/events', maxItems: 1_000 });
  await editConfig(page, (config) => {
    const au = config.regions.find((region) => region.id === 'au');
    if (!au) throw new Error('no AU region');
    au.dialect = { ...(au.dialect as object), isoTimestamps: true };
    if (stated) au.maxItemsPerResponse = 1_000;
  });
}

test('a region that states its API’s cap shows a day past it whole, asked for in parts', async ({
  page,
  request,
}) => {
  await capAt1000(page, request, true);
  await page.goto(wholeDay);
  await settled(page);
  expect((await shown(page)).total).toBeGreaterThan(1_000);
  await expect(page.getByText(/may be cut by the server/)).toHaveCount(0);
});

test('with no cap stated, a day of 1,000 items says it may be cut, and Load in parts brings the rest', async ({
  page,
  request,
}) => {
  await capAt1000(page, request, false);
  await page.goto(wholeDay);
  await settled(page);
  const note = page.getByRole('alert').filter({ hasText: `${wednesday} may be cut by the server at 1,000` });
  await expect(note).toBeVisible();
  // The 1,000 items the server sent, less any the page does not count as this day's events.
  expect((await shown(page)).total).toBeLessThanOrEqual(1_000);
  await note.getByRole('button', { name: 'Load in parts' }).click();
  await expect.poll(async () => (await shown(page)).total).toBeGreaterThan(1_000);
  await expect(page.getByText(/may be cut by the server/)).toHaveCount(0);
});
