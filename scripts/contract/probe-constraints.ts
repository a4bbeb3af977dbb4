import type { RegionConfig } from '../../src/config/schema.ts';
import { addDays } from '../../src/lib/time-zones.ts';
import { itemsOf, mostCommon, numberOf, type Item } from './event-values.ts';
import type { ProbeClient } from './probe-client.ts';
import { typesRequest, type Sample } from './probe-sample.ts';
import type { ConstraintResult } from './report-types.ts';

const fieldOf = { vehicleIds: 'vehicleId', deviceIds: 'deviceId', tripIds: 'tripId' } as const;

/** How every later probe asks for little: the sample's types and one vehicle, or else one type alone. */
export interface Narrowing {
  describe: string;
  vehicleId: number | null;
  request(from: string, to: string): { path: string; params: Record<string, string> };
  /** The narrowed request's answer for the sample's date (from=D&to=D+1). */
  items: Item[];
}

const valuesOf = (items: readonly Item[], field: string) =>
  new Set(items.map((item) => numberOf(item[field])).filter((v) => v !== null));

/**
 * One constraint with a value seen in the sample: confirmed when the answer holds only that value while
 * the sample held others; ignored when other values come back too; refused on an error status.
 */
async function confirm(
  client: ProbeClient,
  region: RegionConfig,
  sample: Sample,
  name: keyof typeof fieldOf,
) {
  const field = fieldOf[name];
  const param = region.constraintParams[name];
  const value = mostCommon(sample.items, (item) => numberOf(item[field]));
  if (value === null) {
    const result: ConstraintResult = {
      name,
      param,
      verdict: 'not checked',
      note: `No ${field} in the sample.`,
    };
    return { result, items: [] as Item[] };
  }
  const { path, params } = typesRequest(sample.types);
  const response = await client.get(`constraint ${param}=${value}`, path, {
    ...params,
    from: sample.date,
    to: addDays(sample.date, 1),
    [param]: String(value),
  });
  const items = itemsOf(response.body);
  const seen = valuesOf(items, field);
  const sampled = valuesOf(sample.items, field).size;
  let result: ConstraintResult;
  if (response.status === null || response.status >= 300)
    result = {
      name,
      param,
      verdict: 'refused',
      note: `${param}=${value} got status ${response.status ?? 'none'}.`,
    };
  else if (seen.size === 1 && seen.has(Number(value)) && sampled > 1)
    result = {
      name,
      param,
      verdict: 'confirmed',
      note: `Only ${field} ${value} came back (${items.length} of ${sample.items.length}).`,
    };
  else if (seen.size > 1 || (seen.size === 1 && !seen.has(Number(value))))
    result = {
      name,
      param,
      verdict: 'ignored',
      note: `Other ${field}s came back too: the API does not know "${param}".`,
    };
  else
    result = {
      name,
      param,
      verdict: 'not checked',
      note: `The sample held one ${field} only; nothing to compare.`,
    };
  return { result, items, value: Number(value) };
}

export async function checkConstraints(client: ProbeClient, region: RegionConfig, sample: Sample) {
  const vehicle = await confirm(client, region, sample, 'vehicleIds');
  const byVehicle = vehicle.result.verdict === 'confirmed' && vehicle.value !== undefined;
  const onlyType = String(
    mostCommon(sample.items, (item) => (typeof item.type === 'string' ? item.type : null)) ?? sample.types[0],
  );
  const narrowing: Narrowing = byVehicle
    ? {
        describe: `types ${sample.types.join(', ')} and ${region.constraintParams.vehicleIds}=${vehicle.value}`,
        vehicleId: vehicle.value ?? null,
        request: (from, to) => {
          const { path, params } = typesRequest(sample.types);
          return {
            path,
            params: { ...params, from, to, [region.constraintParams.vehicleIds]: String(vehicle.value) },
          };
        },
        items: vehicle.items,
      }
    : {
        describe: `type ${onlyType} only (no vehicle constraint could be confirmed)`,
        vehicleId: null,
        request: (from, to) => {
          const { path, params } = typesRequest([onlyType]);
          return { path, params: { ...params, from, to } };
        },
        items: sample.items.filter((item) => item.type === onlyType),
      };
  const device = await confirm(client, region, sample, 'deviceIds');
  const trip = await confirm(client, region, sample, 'tripIds');
  const constraints: ConstraintResult[] = [
    vehicle.result,
    device.result,
    trip.result,
    {
      name: 'fleetIds',
      param: region.constraintParams.fleetIds,
      verdict: 'not checked',
      note: 'Events carry no fleet id, so an answer cannot show whether the constraint applied.',
    },
  ];
  return { narrowing, constraints };
}
