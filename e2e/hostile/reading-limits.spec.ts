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

/** The spoiled day's events with one changed as `change` says (the first, unless it says otherwise). */
async function spoilWith(page: Page, change: (events: RawEvent[]) => RawEvent[]): Promise<() => number> {
  let sent = 0;
  await spoilDay(page, spoiledDate, (events) => {
    const spoiled = change(events as RawEvent[]);
    sent = spoiled.length;
    return JSON.stringify(spoiled);
  });
  return () => sent;
}

const odd = (events: RawEvent[], fields: RawEvent): RawEvent[] => [
  { ...(events[0] as RawEvent), id: 987_654_321, ...fields },
  ...events,
];

async function expectCut(page: Page, sent: () => number, what: RegExp) {
  await page.goto(twoDays);
  await settled(page);
  await expect(page.getByText(/could not be (read|loaded)/)).toHaveCount(0);
  expect(await shown(page)).toBeGreaterThanOrEqual(sent());
  await openReadReport(page);
  await expect(page.getByLabel('Events cut to fit')).toContainText(what);
}

test('a value of 20 MB is cut to what is shown, and the page goes on', async ({ page }) => {
  const sent = await spoilWith(page, (events) => odd(events, { location: 'x'.repeat(20_000_000) }));
  await expectCut(page, sent, /ignition 987654321: location cut from 20,000,000 to 10,000 characters/);
  // Search, the column chooser and top values still answer.
  await page.getByRole('searchbox', { name: 'Search' }).fill('x'.repeat(30));
  await expect(summary(page)).toContainText(/^1 of/);
  await page.getByRole('button', { name: 'Columns' }).click();
  await expect(page.getByRole('dialog', { name: 'Columns' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
});

test('an array of a million numbers is kept as the start of its JSON', async ({ page }) => {
  const readings = Array.from({ length: 1_000_000 }, (_, i) => i);
  const sent = await spoilWith(page, (events) => odd(events, { readings }));
  await expectCut(page, sent, /ignition 987654321: readings cut to its first 10,000 characters/);
});

test('a key of a million characters is cut to 200', async ({ page }) => {
  const sent = await spoilWith(page, (events) => odd(events, { ['k'.repeat(1_000_000)]: 1 }));
  await expectCut(page, sent, /ignition 987654321: a name of 1,000,000 characters cut to 200/);
});

test('a day of 20,000 events, each with an attribute key of its own, offers 1,000 of them', async ({
  page,
}) => {
  const sent = await spoilWith(page, (events) =>
    Array.from({ length: 20_000 }, (_, i) => {
      const event = events[i % events.length] as RawEvent;
      return { ...event, id: 900_000_000 + i, attributes: { [`own key ${i}`]: String(i) } };
    }),
  );
  await expectCut(page, sent, /past the day's limit of attribute columns/);
});
