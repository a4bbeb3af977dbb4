import { expect, test, type Page } from '@playwright/test';
import {
  expectStillUsable,
  isEventsCall,
  settled,
  signedInAndWatched,
  spoiledDate,
  summary,
  twoDays,
  type RawEvent,
} from '../support/hostile';
import { openReadReport } from '../support/read-report';

// Responses that once stalled the parser, broke it for the session or hid a whole day. Each test loads the
// window as the emulator sends it first, then again with one day spoiled, answered before every other day
// (held until it is): a stalled or broken parser shows as the other days' events missing.
signedInAndWatched();

test.afterEach(async ({ page }) => expectStillUsable(page, twoDays));

const loaded = async (page: Page) =>
  Number(((await summary(page).textContent()) ?? '').split(' of ')[1]?.split(' ')[0]?.replace(/,/g, ''));

interface Counts {
  /** Events loaded from the unspoiled window. */
  before: number;
  /** Events in the spoiled day's original answer (all inside the window). */
  spoiled: number;
}

async function spoilFirst(page: Page, spoil: (events: RawEvent[]) => string): Promise<Counts> {
  await page.goto(twoDays);
  await settled(page);
  const counts: Counts = { before: await loaded(page), spoiled: -1 };
  let spoiledAnswered = () => {};
  const spoiledFirst = new Promise<void>((resolve) => (spoiledAnswered = resolve));
  await page.route(
    (url) => isEventsCall(url),
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const response = await route.fetch();
      if (new URL(route.request().url()).searchParams.get('from') !== spoiledDate) {
        await spoiledFirst;
        return route.fulfill({ response });
      }
      const events = (await response.json()) as RawEvent[];
      counts.spoiled = events.length;
      await route.fulfill({ response, body: spoil(events) });
      spoiledAnswered();
    },
  );
  await page.goto(twoDays);
  return counts;
}

/** Every event of the other days is loaded, and `kept` of the spoiled day's (given its original count). */
async function expectLoaded(page: Page, counts: Counts, kept: (spoiled: number) => number, timeout = 20_000) {
  await settled(page, timeout);
  expect(counts.spoiled).toBeGreaterThan(0);
  const total = (counts.before - counts.spoiled + kept(counts.spoiled)).toLocaleString('en-US');
  await expect(summary(page)).toHaveText(new RegExp(`^${total} of ${total} events`));
}

test('times sent as ISO-8601 text are read as the instants they name, counted as lenient', async ({
  page,
}) => {
  const iso = (ms: unknown) => new Date(Number(ms)).toISOString();
  const counts = await spoilFirst(page, (events) =>
    JSON.stringify(
      events.map((event) => {
        const gps = event.GPS as Record<string, unknown> | undefined;
        return { ...event, timeAt: iso(event.timeAt), ...(gps ? { GPS: { ...gps, At: iso(gps.At) } } : {}) };
      }),
    ),
  );
  await expectLoaded(page, counts, (spoiled) => spoiled);
  await expect(page.getByText(/could not be read/)).toHaveCount(0);
  await expect(await openReadReport(page)).toContainText(
    new RegExp(`Read leniently.*timeAt \\(${counts.spoiled}\\)`),
  );
});

// The quadratic repeat check this replaced read 15,000 in Chromium within settled's 20 s here (in Node, 10,000
// took 13 s): the unit test of repeats (repeats.test.ts) is what tells the two apart.
test('15,000 events at one instant do not hold up the days after them', async ({ page }) => {
  const many = 15_000;
  const counts = await spoilFirst(page, (events) => {
    const template = events[0] ?? {};
    return JSON.stringify(Array.from({ length: many }, (_, i) => ({ ...template, id: 800_000_000 + i })));
  });
  await expectLoaded(page, counts, () => many);
});

test('one event with 150,000 field names loads, and so does the day after it', async ({ page }) => {
  const counts = await spoilFirst(page, (events) => {
    const wide: RawEvent = { ...events[0] };
    for (let i = 0; i < 150_000; i += 1) wide[`field${i}`] = i;
    return JSON.stringify([wide, ...events.slice(1)]);
  });
  await expectLoaded(page, counts, (spoiled) => spoiled);
});

test('an event nested 200,000 arrays deep is skipped and counted; the rest of its day shows', async ({
  page,
}) => {
  const depth = 200_000;
  const counts = await spoilFirst(page, (events) => {
    const deep = JSON.stringify({ ...events[0], nested: 0 }).replace(
      '"nested":0',
      `"nested":${'['.repeat(depth)}${']'.repeat(depth)}`,
    );
    return `[${deep},${JSON.stringify(events.slice(1)).slice(1)}`;
  });
  await expectLoaded(page, counts, (spoiled) => spoiled - 1);
  await expect(page.getByText('1 event could not be read')).toBeVisible();
});

test('an error object sent with 200 fails its day with the API’s own message', async ({ page }) => {
  const counts = await spoilFirst(page, () =>
    JSON.stringify({ error: 'Too many requests', message: 'Rate limit exceeded, retry in 30 s' }),
  );
  const alert = page.getByRole('alert').filter({ hasText: `Events of ${spoiledDate} could not be loaded` });
  await expect(alert).toContainText(/something other than a list of events/);
  await expect(alert).toContainText('Rate limit exceeded, retry in 30 s');
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeEnabled();
  await expectLoaded(page, counts, () => 0);
});
