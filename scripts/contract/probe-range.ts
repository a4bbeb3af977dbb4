import { addDays, offsetAt } from '../../src/lib/time-zones.ts';
import { idOf, itemsOf, timeAtMs, type Item } from './event-values.ts';
import type { ProbeClient } from './probe-client.ts';
import type { Narrowing } from './probe-constraints.ts';
import type { Sample } from './probe-sample.ts';
import type { ContractReport, FormResult } from './report-types.ts';

type Unit = 'ms' | 's' | 'unknown';
const ok = (status: number | null) => status !== null && status >= 200 && status < 300;

/**
 * Is `to` inclusive? from=D&to=D asks for nothing if it is not (an error or an empty list), and for day D
 * if it is. The narrowed from=D&to=D+1 answer says whether there was anything on D to find.
 */
export async function probeInclusiveTo(
  client: ProbeClient,
  sample: Sample,
  narrowing: Narrowing,
): Promise<ContractReport['inclusiveTo']> {
  const { path, params } = narrowing.request(sample.date, sample.date);
  const response = await client.get('is `to` inclusive? from=D&to=D', path, params);
  const items = itemsOf(response.body);
  const D = sample.date;
  if (ok(response.status) && items.length > 0)
    return {
      verdict: true,
      evidence: `from=${D}&to=${D} returned ${items.length} events: \`to\` includes its date.`,
    };
  if (narrowing.items.length === 0)
    return { verdict: null, evidence: `No events on ${D} for ${narrowing.describe}; cannot tell.` };
  const why = ok(response.status) ? 'an empty list' : `status ${response.status ?? 'none'}`;
  return {
    verdict: false,
    evidence: `from=${D}&to=${D} gave ${why}, while from=${D}&to=${addDays(D, 1)} gave ${narrowing.items.length} events: \`to\` is exclusive.`,
  };
}

function isoWithOffset(ms: number, offsetMinutes: number): string {
  const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 19);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The event in the middle of the narrowed day: the one a partial-day request must find. */
function middleEvent(items: readonly Item[], unit: Unit): { item: Item; ms: number } | null {
  const timed = items
    .map((item) => ({ item, ms: timeAtMs(item, unit) }))
    .filter((t): t is { item: Item; ms: number } => t.ms !== null)
    .sort((a, b) => a.ms - b.ms);
  return timed[Math.floor(timed.length / 2)] ?? null;
}

/**
 * Which forms `from`/`to` take: the date form (the sample), an ISO timestamp with `Z`, and one with a
 * numeric offset (the zone's, when known), each for one hour around an event seen on D. Honoured means
 * accepted and answered with exactly that hour: an API that reads only the date part answers with more.
 */
export async function probeTimestampForms(
  client: ProbeClient,
  sample: Sample,
  narrowing: Narrowing,
  unit: Unit,
  zone: string | null,
): Promise<FormResult[]> {
  const forms: FormResult[] = [
    {
      form: 'date',
      example: sample.date,
      status: sample.status,
      honoured: ok(sample.status),
      note: ok(sample.status) ? `Accepted (${sample.items.length} events).` : 'Not accepted.',
    },
  ];
  const target = middleEvent(narrowing.items, unit);
  if (!target) {
    for (const form of ['iso-z', 'iso-offset'] as const)
      forms.push({
        form,
        example: '',
        status: null,
        honoured: false,
        note: 'Not checked: no event to aim at.',
      });
    return forms;
  }
  const from = Math.floor(target.ms / 1000) * 1000 - 30 * 60_000;
  const to = from + 60 * 60_000;
  const offset = zone ? Math.round(offsetAt(target.ms, zone) / 60_000) : 600;
  const examples = {
    'iso-z': [new Date(from).toISOString(), new Date(to).toISOString()],
    'iso-offset': [isoWithOffset(from, offset), isoWithOffset(to, offset)],
  } as const;
  for (const form of ['iso-z', 'iso-offset'] as const) {
    const [fromText, toText] = examples[form];
    const { path, params } = narrowing.request(fromText, toText);
    const response = await client.get(`timestamp form ${form}: one hour`, path, params);
    const items = itemsOf(response.body);
    const outside = items.filter((item) => {
      const ms = timeAtMs(item, unit);
      return ms === null || ms < from || ms >= to;
    }).length;
    const found = items.some((item) => idOf(item) === idOf(target.item));
    const honoured = ok(response.status) && found && outside === 0;
    const note = !ok(response.status)
      ? `Refused (status ${response.status ?? 'none'}).`
      : honoured
        ? `Accepted: ${items.length} events, all within the hour.`
        : `Accepted but not as asked: ${found ? 'the probe event came back' : 'the probe event was missing'}, ${outside} of ${items.length} events outside the hour.`;
    forms.push({ form, example: `${fromText} … ${toText}`, status: response.status, honoured, note });
  }
  return forms;
}
