import { describe, expect, it } from 'vitest';
import { afterShifts, cleanShift, shiftStart } from '../../testing/health-test-events';
import { storeFromEvents } from '../event-data';
import { healthInSlices } from './health-in-slices';
import { scoreHealth } from './health-score';
import { defaultHealthSettings, noEvent, type EntityHealth, type HealthSettings } from './health-types';

const minute = 60_000;
const settings: HealthSettings = { ...defaultHealthSettings, now: afterShifts };

/** An entity with nothing wrong; each test spoils one or two of its figures. */
const clean: Omit<EntityHealth, 'score' | 'findings'> = {
  code: 1,
  id: 1,
  events: 30,
  firstSeen: shiftStart,
  lastSeen: shiftStart + 30 * minute,
  lastAt: 29,
  sinceLast: 0,
  noFixShare: 0,
  repeats: 0,
  repeatsAt: noEvent,
  lenient: 0,
  lenientAt: noEvent,
  unreadable: 0,
  unreadableAt: noEvent,
  longestGap: minute,
  longestGapAt: noEvent,
  gapsOver: 0,
  silentWhileOn: false,
  noFix: 0,
  noFixAt: noEvent,
  zeroFixes: 0,
  zeroFixAt: noEvent,
  gpsJumps: 0,
  worstJumpKmh: 0,
  gpsJumpAt: noEvent,
  odometerBack: 0,
  worstDropKm: 0,
  odometerBackAt: noEvent,
  odometerJumps: 0,
  worstOdometerJumpKm: 0,
  odometerJumpAt: noEvent,
  delayMedian: 2_000,
  delayWorst: 2_000,
  delayWorstAt: noEvent,
  future: 0,
  futureAt: noEvent,
  outOfOrder: 0,
  outOfOrderAt: noEvent,
};

const score = (spoilt: Partial<typeof clean>) => scoreHealth({ ...clean, ...spoilt }, settings);
const pointsOf = (spoilt: Partial<typeof clean>) => score(spoilt).score;

describe('the health score', () => {
  it('finds nothing in a clean entity', () => {
    expect(score({})).toEqual({ score: 0, findings: [] });
  });

  it('weighs broken data more than late or sparse data: the first instance of each kind', () => {
    expect({
      odometerBack: pointsOf({ odometerBack: 1 }),
      future: pointsOf({ future: 1 }),
      gpsZero: pointsOf({ zeroFixes: 1 }),
      gpsJumps: pointsOf({ gpsJumps: 1 }),
      odometerJumps: pointsOf({ odometerJumps: 1 }),
      outOfOrder: pointsOf({ outOfOrder: 1 }),
      unreadable: pointsOf({ unreadable: 1 }),
      lenient: pointsOf({ lenient: 1 }),
      repeats: pointsOf({ repeats: 1 }),
    }).toEqual({
      odometerBack: 6,
      future: 6,
      gpsZero: 5,
      gpsJumps: 4,
      odometerJumps: 4,
      outOfOrder: 3,
      unreadable: 2,
      lenient: 1,
      repeats: 1,
    });
  });

  it('counts more instances a little more, up to a cap', () => {
    // log2 of the count on top of the first: 4 is two more, 1,024 would be ten, capped at five more.
    expect(pointsOf({ odometerBack: 4 })).toBe(8);
    expect(pointsOf({ odometerBack: 1_024 })).toBe(11);
    expect(pointsOf({ lenient: 1_024 })).toBe(3);
    expect(pointsOf({ repeats: 1_024 })).toBe(4);
  });

  it('weighs gaps, silence, clocks and missing fixes by how far past the threshold they are', () => {
    const { gapMs } = settings;
    // Gaps: 3, and one more per gap setting the longest lasted, up to 10.
    expect(pointsOf({ gapsOver: 1, longestGap: 2 * gapMs })).toBe(5);
    expect(pointsOf({ gapsOver: 3, longestGap: 20 * gapMs })).toBe(10);
    expect(pointsOf({ gapsOver: 0, longestGap: 2 * gapMs })).toBe(0);
    // Silent while the ignition is on, for longer than a gap: 4.
    expect(pointsOf({ silentWhileOn: true, sinceLast: gapMs + 1 })).toBe(4);
    expect(pointsOf({ silentWhileOn: true, sinceLast: gapMs })).toBe(0);
    expect(pointsOf({ silentWhileOn: false, sinceLast: 10 * gapMs })).toBe(0);
    // A clock ahead by more than 2 minutes: 3, and one more per 5 minutes ahead, up to 8.
    expect(pointsOf({ delayMedian: -10 * minute })).toBe(5);
    expect(pointsOf({ delayMedian: -2 * minute })).toBe(0);
    expect(pointsOf({ delayMedian: -120 * minute })).toBe(8);
    // Delivered over 10 minutes late (median or worst): 2, and one more per half hour, up to 6.
    expect(pointsOf({ delayWorst: 60 * minute })).toBe(4);
    expect(pointsOf({ delayMedian: 10 * minute, delayWorst: 10 * minute })).toBe(0);
    expect(pointsOf({ delayWorst: 600 * minute })).toBe(6);
    // More than a fifth of the events without a valid fix: 2, and six times the share.
    expect(pointsOf({ noFixShare: 0.5 })).toBe(5);
    expect(pointsOf({ noFixShare: 0.2 })).toBe(0);
  });

  it('sums the findings, rounded to a tenth, and gives them largest first (by points, not by kind)', () => {
    const result = score({ repeats: 1, odometerBack: 1, delayWorst: 45 * minute, zeroFixes: 3 });
    expect(result.findings.map(({ kind, value }) => [kind, value])).toEqual([
      ['gpsZero', 3],
      ['odometerBack', 1],
      ['lateDelivery', 45 * minute],
      ['repeats', 1],
    ]);
    // (5 + log2 3 = 6.58…) + 6 + 3.5 + 1: three fixes at 0,0 outweigh one odometer reading going back.
    expect(result.score).toBe(17.1);
  });
});

describe('the ranking', () => {
  it('puts the highest score first, then the most events, then the lowest id', async () => {
    const odometerBack = (id: number) =>
      cleanShift(id, 10).map((e, i) => (i === 5 ? { ...e, odometer: 5 } : e));
    const zeroFix = (id: number) =>
      cleanShift(id, 10).map((e, i) => (i === 5 && e.GPS ? { ...e, GPS: { ...e.GPS, Lat: 0, Lng: 0 } } : e));
    const store = storeFromEvents([
      ...cleanShift(1, 20),
      ...cleanShift(2, 10),
      ...zeroFix(3),
      ...odometerBack(4),
      ...cleanShift(5, 20),
    ]);
    const ranked = await healthInSlices(store, store.rows, settings);
    expect(ranked.map(({ id, findings }) => [id, findings[0]?.kind])).toEqual([
      [4, 'odometerBack'],
      [3, 'gpsZero'],
      [1, undefined],
      [5, undefined],
      [2, undefined],
    ]);
  });
});
