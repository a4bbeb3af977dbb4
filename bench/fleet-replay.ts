import type { Browser } from '@playwright/test';
import { denseSpacing, denseVehicleIndex, maxDenseVehicles } from '../emulator/fleet-data/fleet.ts';
import { regionById } from '../emulator/region-list.ts';
import { allowKeptNames } from './measure.ts';
import { signIn, sydneyDate, useBenchEmulator, waitForMark } from './page-steps.ts';
import { throttleContext } from './interactions.ts';
import { measuredReplay, replayUrl, type ReplayFigures } from './replay.ts';

/**
 * Issue 43's fleet replay: 20 vehicles that report about once a minute (the emulator's
 * EMULATOR_DENSE_VEHICLES=20), each with 1,000 fixes and more from midnight to 14:00 of a day, played
 * together at 120×. On a fleet of their own: the sizes' fleets have one such vehicle, and 19 more would add
 * 250k events to their week and change every other figure.
 */
export const fleetReplayVehicles = maxDenseVehicles;
/** Vehicles of the main company beside them (the emulator's smallest sensible fleet). */
export const fleetReplayFleetSize = 20;

const au = regionById('au');
if (!au) throw new Error('no AU region');
export const fleetVehicles = Array.from(
  { length: fleetReplayVehicles },
  (_, k) => au.companyId * 10_000 + denseVehicleIndex + k * denseSpacing + 1,
);

/** Midnight to 14:00 of a whole AU day three days back, every type, in Table and map. */
export const fleetWindowUrl = (appUrl: string) => {
  const day = sydneyDate(-3);
  return `${appUrl}/au/events?types=&from=${day}T00:00&to=${day}T14:00&tz=Australia%2FSydney&mode=table`;
};

/** One run in a fresh context: sign in, load the window, replay the 20 together for 3 s at 120×. */
export async function measureFleetReplay(browser: Browser, appUrl: string): Promise<ReplayFigures> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  try {
    const page = await context.newPage();
    await throttleContext(context);
    await allowKeptNames(page);
    await useBenchEmulator(page);
    await signIn(page, appUrl);
    await page.goto(fleetWindowUrl(appUrl));
    await waitForMark(page, 'events-painted');
    return await measuredReplay(page, replayUrl(page.url(), fleetVehicles), 'fleet');
  } finally {
    await context.close();
  }
}
