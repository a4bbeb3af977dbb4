import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startTestEmulator,
  testDays,
  withControlHeaders,
  type Emulator,
} from '../../emulator/test-support.ts';
import { regionSchema } from '../../src/config/schema.ts';
import type { ContractReport } from './report-types.ts';
import { runContract } from './run-contract.ts';

let emu: Emulator;
beforeAll(async () => {
  emu = await startTestEmulator({ testControls: true, seed: 'contract' });
}, 30_000);
afterAll(() => emu.close());

async function checkDialect(dialect: string): Promise<ContractReport> {
  const response = await fetch(
    `${emu.url}/__controls/dialect`,
    withControlHeaders({
      method: 'POST',
      body: JSON.stringify({ region: 'au', dialect }),
    }),
  );
  expect(response.status).toBe(200);
  const region = regionSchema.parse({
    id: 'au',
    label: 'AU',
    production: false,
    apiBaseUrl: `${emu.url}/au`,
    authUrl: `${emu.url}/au`,
    clientId: 'fleet-events-explorer',
  });
  return runContract({
    region,
    apiKey: emu.keys.au?.company ?? '',
    credentials: 'a test key',
    zone: 'Australia/Sydney',
    // A working weekday of the test calendar: the checks count events, and weekends are light.
    date: testDays.wednesday,
    now: emu.now(),
  });
}

const field = (report: ContractReport, name: string) => report.events.fields.find((f) => f.field === name);

describe('the contract check against the emulator in each dialect', { timeout: 30_000 }, () => {
  it('standard: exclusive to, both timestamp forms, milliseconds, every field of the spec’s type', async () => {
    const report = await checkDialect('standard');
    expect(report.recommendation.dialect).toEqual({
      inclusiveTo: false,
      isoTimestamps: true,
      timeUnit: 'ms',
    });
    expect(report.recommendation.constraintParams).toEqual({
      vehicleIds: 'vehicleIds',
      deviceIds: 'deviceIds',
      tripIds: 'tripIds',
    });
    expect(report.events.events).toBeGreaterThan(100);
    for (const f of report.events.fields) expect(f.null + f.numberAsText + f.unreadable).toBe(0);
    expect(field(report, 'companyVersion')?.absent).toBeGreaterThan(0);
    expect(report.events.unknownFields).toEqual({});
    expect(report.problems).toEqual([]);
    // Cheap: a sample, three constraint checks, two range probes, two timestamp forms, three refusals.
    expect(report.calls.length).toBeLessThanOrEqual(12);
    expect(report.calls.every((c) => c.method === 'GET')).toBe(true);
    expect(report.errors).toEqual([
      expect.objectContaining({
        probe: 'range over 7 days',
        status: 400,
        shape: 'object {status: number, error: string, message: string}',
        message: expect.stringContaining('7 days'),
      }),
      expect.objectContaining({ probe: 'unknown API key', status: 401 }),
      expect.objectContaining({ probe: 'unknown event type', status: 200, shape: 'empty array' }),
    ]);
  });

  it('strict: timestamps refused, so isoTimestamps is false', async () => {
    const report = await checkDialect('strict');
    expect(report.recommendation.dialect).toEqual({
      inclusiveTo: false,
      isoTimestamps: false,
      timeUnit: 'ms',
    });
    expect(report.timestampForms.map((f) => [f.form, f.status])).toEqual([
      ['date', 200],
      ['iso-z', 400],
      ['iso-offset', 400],
    ]);
  });

  it('inclusive-to: from=D&to=D is a day, so inclusiveTo is true', async () => {
    const report = await checkDialect('inclusive-to');
    expect(report.recommendation.dialect).toEqual({ inclusiveTo: true, isoTimestamps: true, timeUnit: 'ms' });
  });

  it('seconds: timeAt by magnitude, so timeUnit is s', async () => {
    const report = await checkDialect('seconds');
    expect(report.recommendation.dialect).toEqual({ inclusiveTo: false, isoTimestamps: true, timeUnit: 's' });
    expect(report.timeUnit.timeAt.s).toBe(report.events.events);
    // The partial-day probes still aim right when times are in seconds.
    expect(report.timestampForms.every((f) => f.honoured)).toBe(true);
  });

  it('jackson: the standard settings, with nulls, numbers as text and typed attributes counted', async () => {
    const report = await checkDialect('jackson');
    expect(report.recommendation.dialect).toEqual({
      inclusiveTo: false,
      isoTimestamps: true,
      timeUnit: 'ms',
    });
    expect(field(report, 'tripId')?.null).toBeGreaterThan(0);
    expect(field(report, 'GPS')?.null).toBeGreaterThan(0);
    expect(field(report, 'companyVersion')?.absent).toBe(0);
    expect(field(report, 'vehicleId')?.numberAsText).toBe(report.events.events);
    expect(field(report, 'GPS.Lat')?.numberAsText).toBeGreaterThan(0);
    expect(field(report, 'attributes')?.typedValues).toBeGreaterThan(0);
    expect(report.events.unidentifiable).toBe(0);
    // Constraints still confirmed with ids sent as text.
    expect(report.recommendation.constraintParams.vehicleIds).toBe('vehicleIds');
    expect(report.recommendation.notes.join(' ')).toContain('Read leniently');
  });

  it('every switch at once', async () => {
    const report = await checkDialect('jackson,seconds,inclusive-to,strict');
    expect(report.recommendation.dialect).toEqual({ inclusiveTo: true, isoTimestamps: false, timeUnit: 's' });
  });
});
