import { addDays } from '../../src/lib/time-zones.ts';
import { itemsOf, type Item } from './event-values.ts';
import type { ProbeClient } from './probe-client.ts';

export interface Sample {
  /** The API date sampled: from=date&to=date+1. */
  date: string;
  types: string[];
  path: string;
  items: Item[];
  /** Every item of the answer, objects or not, for the field check. */
  raw: unknown[];
  status: number | null;
  /** The UTC day of `date`, for judging magnitudes (the API's own zone is not known for sure). */
  window: { from: number; to: number };
}

/** The app's own request form: one type in the path, several in `types`. */
export function typesRequest(types: readonly string[]): { path: string; params: Record<string, string> } {
  const [only] = types;
  return types.length === 1 && only
    ? { path: `/v1/events/${encodeURIComponent(only)}`, params: {} }
    : { path: '/v1/events', params: { types: types.join(',') } };
}

/**
 * A first small response: the given types over one API date, going back a day at a time (at most three
 * dates) until one has events, so the later probes can narrow to what it holds.
 */
export async function takeSample(
  client: ProbeClient,
  date: string,
  types: readonly string[],
): Promise<Sample> {
  const { path, params } = typesRequest(types);
  let sample: Sample | null = null;
  for (let back = 0; back < 3; back += 1) {
    const day = addDays(date, -back);
    const response = await client.get(`sample: ${types.join(', ')} on one date`, path, {
      ...params,
      from: day,
      to: addDays(day, 1),
    });
    const from = Date.parse(`${day}T00:00:00Z`);
    sample = {
      date: day,
      types: [...types],
      path,
      items: itemsOf(response.body),
      raw: Array.isArray(response.body) ? (response.body as unknown[]) : [],
      status: response.status,
      window: { from, to: from + 86_400_000 },
    };
    if (sample.items.length > 0 || response.status === null || response.status >= 300) break;
  }
  if (!sample) throw new Error('unreachable: at least one sample call is made');
  return sample;
}
