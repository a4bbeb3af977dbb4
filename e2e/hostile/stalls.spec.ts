import { expect, test, type Page, type Route } from '@playwright/test';
import {
  expectStillUsable,
  goodDate,
  isEventsCall,
  settled,
  signedInAndWatched,
  spoiledDate,
  summary,
  twoDays,
  type RawEvent,
} from '../support/hostile';

// Responses that once stalled the parser, broke it for the session or hid a whole day. In each, the
// spoiled day is answered first and the good day only after it, so the good day is read behind the spoiled
// one: a stalled or broken parser shows as the good day's events missing.
signedInAndWatched();

test.afterEach(async ({ page }) => expectStillUsable(page, twoDays));

interface Counts {
  /** Events the emulator sent for the good day. */
  good: number;
  /** Events in the spoiled day's original answer. */
  spoiled: number;
}

async function spoilFirst(page: Page, spoil: (events: RawEvent[]) => string): Promise<Counts> {
  const counts: Counts = { good: -1, spoiled: -1 };
  let spoiledAnswered = () => {};
  const spoiledFirst = new Promise<void>((resolve) => (spoiledAnswered = resolve));
  const events = async (route: Route) => {
    const response = await route.fetch();
    return { response, events: (await response.json()) as RawEvent[] };
  };
  await page.route(
    (url) => isEventsCall(url, spoiledDate),
    async (route) => {
      const answer = await events(route);
      counts.spoiled = answer.events.length;
      await route.fulfill({ response: answer.response, body: spoil(answer.events) });
      spoiledAnswered();
    },
  );
  await page.route(
    (url) => isEventsCall(url, goodDate),
    async (route) => {
      const answer = await events(route);
      counts.good = answer.events.length;
      await spoiledFirst;
      await route.fulfill({ response: answer.response });
    },
  );
  return counts;
}

/** Every event of the good day is loaded, besides `spoiledKept` of the spoiled day's. */
async function expectLoaded(page: Page, counts: Counts, spoiledKept: number, timeout = 20_000) {
  await settled(page, timeout);
  expect(counts.good).toBeGreaterThan(0);
  const total = (counts.good + spoiledKept).toLocaleString('en-US');
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
  await page.goto(twoDays);
  await expectLoaded(page, counts, counts.spoiled);
  await expect(page.getByText(/could not be read/)).toHaveCount(0);
  await expect(page.getByLabel('How the events were read')).toContainText(
    new RegExp(`Read leniently.*timeAt \\(${counts.spoiled}\\)`),
  );
});

test('15,000 events at one instant do not hold up the days after them', async ({ page }) => {
  const many = 15_000;
  const counts = await spoilFirst(page, (events) => {
    const template = events[0] ?? {};
    return JSON.stringify(Array.from({ length: many }, (_, i) => ({ ...template, id: 800_000_000 + i })));
  });
  await page.goto(twoDays);
  await expectLoaded(page, counts, many, 60_000);
});

test('one event with 150,000 field names loads, and so does the day after it', async ({ page }) => {
  const counts = await spoilFirst(page, (events) => {
    const wide: RawEvent = { ...events[0] };
    for (let i = 0; i < 150_000; i += 1) wide[`field${i}`] = i;
    return JSON.stringify([wide, ...events.slice(1)]);
  });
  await page.goto(twoDays);
  await expectLoaded(page, counts, counts.spoiled, 60_000);
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
  await page.goto(twoDays);
  await expectLoaded(page, counts, counts.spoiled - 1);
  await expect(page.getByText('1 event could not be read')).toBeVisible();
});

test('an error object sent with 200 fails its day with the API’s own message', async ({ page }) => {
  const counts = await spoilFirst(page, () =>
    JSON.stringify({ error: 'Too many requests', message: 'Rate limit exceeded, retry in 30 s' }),
  );
  await page.goto(twoDays);
  const alert = page.getByRole('alert').filter({ hasText: `Events of ${spoiledDate} could not be loaded` });
  await expect(alert).toContainText(/something other than a list of events/);
  await expect(alert).toContainText('Rate limit exceeded, retry in 30 s');
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeEnabled();
  await expectLoaded(page, counts, 0);
});
