import type { Page } from '@playwright/test';
import { denseVehicleIndex } from '../emulator/fleet-data/fleet.ts';
import { regionById } from '../emulator/region-list.ts';
import { waitForMark } from './page-steps.ts';

/**
 * The vehicles replayed, in the bench's region: the main company's first vehicle (the same at every fleet
 * size, 100–150 fixes a week) and the one that reports about once a minute around the clock (the
 * emulator's EMULATOR_DENSE_VEHICLES, which the bench sets).
 */
const au = regionById('au');
if (!au) throw new Error('no AU region');
export const typicalVehicle = au.companyId * 10_000 + 1;
export const denseVehicle = au.companyId * 10_000 + denseVehicleIndex + 1;
/** The page's URL replaying `vehicle` (or several, together) in Table and map, from its start. */
export function replayUrl(current: string, vehicle: number | readonly number[]): string {
  const url = new URL(current);
  url.searchParams.set('mode', 'both');
  url.searchParams.set(
    'replay',
    typeof vehicle === 'number' ? `vehicle:${vehicle}` : `vehicles:${vehicle.join(',')}`,
  );
  url.searchParams.delete('replayAt');
  url.searchParams.delete('sel');
  return url.toString();
}

/** A replay that cannot be measured is reported (NaN, with a screenshot), not allowed to end the bench. */
export function measuredReplay(page: Page, url: string, name: string): Promise<ReplayFigures> {
  return replayFrames(page, url).catch(async (error: unknown) => {
    console.error(`bench: ${name} replay not measured: ${String(error).split('\n')[0]}`);
    await page.screenshot({ path: `bench/tmp/replay-${name}-failed.png` }).catch(() => undefined);
    await page.keyboard.press('Escape');
    return { fixes: Number.NaN, fps: Number.NaN, framesOver20ms: Number.NaN };
  });
}

export interface ReplayFigures {
  fixes: number;
  fps: number;
  framesOver20ms: number;
}

/**
 * Goes to `url` inside the app, as its own links do (the router follows a history entry): the week already
 * loaded stays, where `page.goto` would load it all again (about a minute a replay at 500k).
 */
async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((href) => {
    history.pushState(history.state, '', href);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
  }, url);
  await page.waitForURL(url);
}

/**
 * Opens a vehicle's replay in Table and map (`url`, as its link reads) on the loaded page and waits for it
 * to settle: every name shown, the map idle with the track drawn, 120× chosen. Returns the fixes replayed.
 */
export async function openReplay(page: Page, url: string): Promise<number> {
  await navigateInApp(page, url);
  await waitForMark(page, 'events-names-shown');
  const status = page.getByText(/^[\d,]+ fix(es)? replayed/);
  await status.waitFor({ timeout: 60_000 });
  await page.locator('[data-map-state="idle"]').waitFor({ timeout: 60_000 });
  const panel = page.getByRole('region', { name: 'Replay' });
  await panel.getByRole('combobox', { name: 'Playback rate' }).click();
  await page.getByRole('option', { name: '120×' }).click();
  return Number(((await status.textContent()) ?? '').split(' ')[0]?.replace(/,/g, ''));
}

/**
 * Plays the open replay for `ms`, counting the browser's animation frames (the marker moves on each) and
 * those that took over 20 ms (under 50 fps); then pauses.
 */
export async function playFrames(page: Page, ms: number): Promise<Omit<ReplayFigures, 'fixes'>> {
  const panel = page.getByRole('region', { name: 'Replay' });
  await panel.getByRole('button', { name: 'Play', exact: true }).click();
  const frames = await page.evaluate(
    (span) =>
      new Promise<{ count: number; over: number; elapsed: number }>((resolve) => {
        const start = performance.now();
        let last = start;
        let count = 0;
        let over = 0;
        const step = (now: number) => {
          count += 1;
          if (now - last > 20) over += 1;
          last = now;
          if (now - start < span) requestAnimationFrame(step);
          else resolve({ count, over, elapsed: now - start });
        };
        requestAnimationFrame(step);
      }),
    ms,
  );
  // A replay may have reached its end by itself (then it shows Play again).
  const pause = panel.getByRole('button', { name: 'Pause', exact: true });
  if (await pause.isVisible()) await pause.click();
  return {
    fps: Math.round((frames.count / frames.elapsed) * 1000 * 10) / 10,
    framesOver20ms: frames.over,
  };
}

/** A replay opened at its link and played for `ms` at 120× (then ended). */
export async function replayFrames(page: Page, url: string, ms = 3000): Promise<ReplayFigures> {
  const fixes = await openReplay(page, url);
  const frames = await playFrames(page, ms);
  await page.getByRole('region', { name: 'Replay' }).getByRole('button', { name: 'End the replay' }).click();
  return { fixes, ...frames };
}
