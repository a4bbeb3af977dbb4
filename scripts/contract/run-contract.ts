import type { RegionConfig } from '../../src/config/schema.ts';
import { addDays } from '../../src/lib/time-zones.ts';
import { checkFields } from './field-check.ts';
import { createProbeClient } from './probe-client.ts';
import { checkConstraints } from './probe-constraints.ts';
import { probeErrors } from './probe-errors.ts';
import { probeInclusiveTo, probeTimestampForms } from './probe-range.ts';
import { takeSample } from './probe-sample.ts';
import { recommend } from './recommend.ts';
import type { CallRecord, ContractReport } from './report-types.ts';
import { timeUnitOf } from './time-unit.ts';

export interface ContractInput {
  region: RegionConfig;
  apiKey: string;
  /** How the key was obtained, in words, for the report. */
  credentials: string;
  /** The zone bare dates are read in, when known (config or the user's); else offsets are a fixed +10:00. */
  zone: string | null;
  /** Calls made to obtain the key (sign-in), listed with the rest. */
  signInCalls?: CallRecord[];
  /** The API date to sample; default two days ago (UTC), a whole day in every zone. */
  date?: string;
  types?: string[];
  now?: number;
}

/** Probes one region's API with a handful of read-only calls and says how it speaks. */
export async function runContract(input: ContractInput): Promise<ContractReport> {
  const { region } = input;
  const now = input.now ?? Date.now();
  const startedAt = new Date(now).toISOString();
  const client = createProbeClient(region.apiBaseUrl, input.apiKey, region.requestTimeoutSeconds * 1000);
  const date = input.date ?? addDays(startedAt.slice(0, 10), -2);
  const types = input.types ?? ['ignition', 'driver'];
  const problems: string[] = [];

  const sample = await takeSample(client, date, types);
  if (sample.status === null || sample.status >= 300)
    problems.push(
      `The first call failed (status ${sample.status ?? 'none'}); every later finding is doubtful.`,
    );
  else if (sample.items.length === 0)
    problems.push(
      `No ${types.join('/')} events on ${sample.date} or the two dates before: pass --date or --types.`,
    );

  const events = checkFields(sample.raw);
  const timeUnit = timeUnitOf(sample.items, sample.window);
  const { narrowing, constraints } = await checkConstraints(client, region, sample);
  const inclusiveTo = await probeInclusiveTo(client, sample, narrowing);
  const timestampForms = await probeTimestampForms(client, sample, narrowing, timeUnit.verdict, input.zone);
  const errors = await probeErrors(client, region, sample, narrowing);

  const findings = {
    region: region.id,
    apiBaseUrl: region.apiBaseUrl,
    startedAt,
    credentials: input.credentials,
    sample: {
      date: sample.date,
      types: sample.types,
      events: sample.items.length,
      vehicleId: narrowing.vehicleId,
      narrowedBy: narrowing.describe,
    },
    events,
    timeUnit,
    inclusiveTo,
    timestampForms,
    errors,
    constraints,
    problems,
  };
  return {
    ...findings,
    recommendation: recommend(findings),
    finishedAt: new Date().toISOString(),
    calls: [...(input.signInCalls ?? []), ...client.calls],
  };
}
