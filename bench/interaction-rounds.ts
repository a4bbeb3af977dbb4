// npm run bench:rounds: the interactions of issue 68 repeated on one loaded page, for comparing two builds
// on a noisy machine. Loads the bench's 100k week once (the build of bench:profile, or PROFILE_DIST with
// PROFILE_NO_BUILD=1 for one made before), throttles the page (BENCH_CPU_THROTTLE), then ROUNDS (5) times:
// sorts by Type, Trip and Time, types four letters of a half-matching term, clicks a type chip on and off,
// and (ROUNDS_HEALTH=1) opens device health and comes back. Prints each interaction's median Interaction to
// Next Paint and its input to the rows painted, with every round's figure, and the medians of INP's parts
// (input delay, processing, presentation). ROUNDS_MAP=1 first shows Table
// and map, where the map redraws with the rows. Not a budget check (`npm run bench` is): a single run of
// it swings by a third on this machine, which five rounds of the same page narrow.
import { openSignedInPage } from './profile-page.ts';
import { waitForMark, weekUrl } from './page-steps.ts';
import { installEventTimingObserver, withInp, type InpParts } from './interactions.ts';
import { clickToPainted, keyToPainted } from './view-changes.ts';
import { measureHealth } from './health-step.ts';
import { installLongTaskObserver } from './measure.ts';

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const figures = new Map<string, { inp: number[]; ms: number[]; parts: InpParts[] }>();
function add(name: string, measured: { inpMs: number; result: number; parts: InpParts | null }): void {
  const entry = figures.get(name) ?? { inp: [], ms: [], parts: [] };
  entry.inp.push(measured.inpMs);
  entry.ms.push(Math.round(measured.result));
  if (measured.parts) entry.parts.push(measured.parts);
  figures.set(name, entry);
}

async function main(): Promise<void> {
  const rounds = Number(process.env.ROUNDS ?? 5);
  const { browser, page, appUrl } = await openSignedInPage();
  await installEventTimingObserver(page);
  await installLongTaskObserver(page);
  await page.goto(weekUrl(appUrl));
  await waitForMark(page, 'events-names-shown');
  await page.waitForTimeout(3000);
  if (process.env.ROUNDS_MAP) {
    await page.getByRole('button', { name: 'Table and map', exact: true }).click();
    await page.locator('[data-map-state="idle"]').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(2000);
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.BENCH_CPU_THROTTLE ?? 1) });
  const grid = page.getByRole('grid', { name: 'Events' });
  const summary = (await page.getByText(/^[\d,]+ of [\d,]+ events/).textContent()) ?? '';
  const total = Number(summary.split(' of ')[0]?.replace(/,/g, ''));
  const search = page.getByRole('searchbox', { name: 'Search' });
  await page.getByRole('button', { name: 'Edit filters' }).click();
  const chip = page.getByRole('group', { name: 'Type' }).getByRole('button').first();
  const health: { ms: number; longestTaskMs: number }[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const column of ['Type', 'Trip', 'Time']) {
      const header = grid.getByRole('button', { name: column, exact: true });
      const sorted = await withInp(page, () => clickToPainted(page, () => header.click()));
      add(`sort by ${column}`, sorted);
    }
    await search.focus();
    for (const key of 'posi') {
      const typed = await withInp(page, () => keyToPainted(page, key));
      add('keystroke', typed);
    }
    await search.fill('');
    await page.getByText(new RegExp(`^${total.toLocaleString('en-US')} of`)).waitFor();
    for (const name of ['chip on', 'chip off']) {
      const clicked = await withInp(page, () => clickToPainted(page, () => chip.click()));
      add(name, clicked);
    }
    if (process.env.ROUNDS_HEALTH) {
      health.push(await measureHealth(page));
      await page.getByRole('button', { name: 'Edit filters' }).click();
    }
    await page.waitForTimeout(500);
  }
  for (const [name, { inp, ms, parts }] of figures) {
    const part = (key: keyof InpParts) => median(parts.map((p) => p[key]));
    console.log(
      `${name.padEnd(12)} INP ${median(inp)} ms [${inp.join(' ')}], to painted ${median(ms)} ms [${ms.join(' ')}]; ` +
        `INP's parts (medians): delay ${part('delay')}, processing ${part('processing')}, presentation ${part('presentation')}`,
    );
  }
  if (health.length > 0) {
    const ms = health.map((h) => Math.round(h.ms));
    const longest = health.map((h) => h.longestTaskMs);
    console.log(
      `device health ${median(ms)} ms [${ms.join(' ')}], longest task ${median(longest)} ms [${longest.join(' ')}]`,
    );
  }
  await browser.close();
  process.exit(0);
}

void main();
