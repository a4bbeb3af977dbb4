import { expect, test, type Page } from '@playwright/test';
import {
  expectStillUsable,
  settled,
  spoilDay,
  spoiledDate,
  summary,
  twoDays,
  signedInAndWatched,
  type RawEvent,
} from '../support/hostile';
import { openReadReport } from '../support/read-report';

signedInAndWatched();

test.afterEach(async ({ page }) => expectStillUsable(page, twoDays));

const shown = async (page: Page) =>
  Number(((await summary(page).textContent()) ?? '').split(' of ')[0]?.replace(/,/g, ''));

test('an event of 200,000 fields costs its day nothing else: the other events show, the report names it', async ({
  page,
}) => {
  let sent = 0;
  await spoilDay(page, spoiledDate, (events) => {
    const wide: RawEvent = { ...(events[0] as RawEvent), id: 987_654_321 };
    for (let i = 0; i < 200_000; i += 1) wide[`sensor_${i}`] = i;
    sent = events.length + 1;
    return JSON.stringify([wide, ...events]);
  });
  await page.goto(twoDays);
  await settled(page);
  await expect(page.getByText(/could not be (read|loaded)/)).toHaveCount(0);
  // Every event of the spoiled day is shown, the wide one with it.
  expect(await shown(page)).toBeGreaterThanOrEqual(sent);
  const report = await openReadReport(page);
  await expect(page.getByLabel('Events cut to fit')).toContainText(
    new RegExp(`${spoiledDate}, ignition 987654321: 500 of its 200,00\\d attributes and extra fields kept`),
  );
  await expect(report).toBeVisible();
});
