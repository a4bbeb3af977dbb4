import { randomBytes } from 'node:crypto';
import type { RegionConfig } from '../../src/config/schema.ts';
import { addDays } from '../../src/lib/time-zones.ts';
import { messageOf } from './body-shape.ts';
import type { ProbeClient, ProbeResponse } from './probe-client.ts';
import type { Narrowing } from './probe-constraints.ts';
import type { Sample } from './probe-sample.ts';
import type { Outcome } from './report-types.ts';

const outcome = (probe: string, response: ProbeResponse): Outcome => ({
  probe,
  target: response.record.target,
  status: response.status,
  shape: response.record.shape,
  ...(response.status !== null && response.status >= 300 && messageOf(response.body)
    ? { message: messageOf(response.body) }
    : {}),
});

/**
 * What the API answers where the app must explain a refusal: a range over 7 days (8 dates, narrowed, so an
 * API that allows it still sends little), a key it does not know, and a type it does not know.
 */
export async function probeErrors(
  client: ProbeClient,
  region: RegionConfig,
  sample: Sample,
  narrowing: Narrowing,
): Promise<Outcome[]> {
  const D = sample.date;
  const long = narrowing.request(addDays(D, -7), addDays(D, 1));
  const over = await client.get('range over 7 days (8 dates)', long.path, long.params);
  const day = narrowing.request(D, addDays(D, 1));
  const badKey = await client.get('a key the API cannot know', day.path, day.params, {
    key: `contract-check-not-a-key-${randomBytes(8).toString('hex')}`,
  });
  const vehicle =
    narrowing.vehicleId !== null ? { [region.constraintParams.vehicleIds]: String(narrowing.vehicleId) } : {};
  const unknown = await client.get('an unknown event type', '/v1/events/contract-check-no-such-type', {
    from: D,
    to: addDays(D, 1),
    ...vehicle,
  });
  return [
    outcome('range over 7 days', over),
    outcome('unknown API key', badKey),
    outcome('unknown event type', unknown),
  ];
}
