import type { ContractReport } from './report-types.ts';

type Findings = Omit<ContractReport, 'recommendation' | 'finishedAt' | 'calls'>;

/** The region config the findings call for, and what an operator should know beyond it. */
export function recommend(findings: Findings): ContractReport['recommendation'] {
  const notes: string[] = [];
  const { inclusiveTo, timeUnit, timestampForms, events, errors, constraints } = findings;

  if (inclusiveTo.verdict === null)
    notes.push(
      'Whether `to` is inclusive could not be told; `inclusiveTo: false` is the safe choice (extra rows, never missing ones).',
    );

  const form = (name: string) => timestampForms.find((f) => f.form === name);
  const z = form('iso-z');
  const offset = form('iso-offset');
  const isoTimestamps = Boolean(z?.honoured && offset?.honoured);
  if (!isoTimestamps && (z?.honoured || offset?.honoured))
    notes.push(
      `Only one timestamp form was honoured (${z?.honoured ? 'with Z' : 'with an offset'}): \`isoTimestamps\` stays false.`,
    );
  for (const f of [z, offset])
    if (f && !f.honoured && f.status !== null && f.status < 300)
      notes.push(`A timestamp (${f.form}) was accepted but not honoured: ${f.note}`);

  if (timeUnit.verdict === 'unknown') notes.push(`The unit of timeAt is unclear: ${timeUnit.note}`);
  if (timeUnit.verdict !== 'unknown' && timeUnit.gpsAt.ms + timeUnit.gpsAt.s > 0) {
    const gpsUnit = timeUnit.gpsAt.s > timeUnit.gpsAt.ms ? 's' : 'ms';
    if (gpsUnit !== timeUnit.verdict)
      notes.push(
        `GPS.At looks like ${gpsUnit} while timeAt is ${timeUnit.verdict}; \`timeUnit\` covers both.`,
      );
  }

  if (events.events === 0)
    notes.push('The sample held no events: field checks prove nothing. Try `--date` or `--types`.');
  if (events.unidentifiable > 0)
    notes.push(
      `${events.unidentifiable} events lack a readable id, type or timeAt: the app cannot show them.`,
    );
  const lenient = events.fields
    .filter((f) => f.null + f.numberAsText + (f.typedValues ?? 0) > 0)
    .map((f) => f.field);
  if (lenient.length > 0)
    notes.push(
      `Read leniently by the app (nulls, numbers as text, typed attribute values): ${lenient.join(', ')}.`,
    );
  const unreadable = events.fields.filter((f) => f.unreadable > 0).map((f) => `${f.field} (${f.unreadable})`);
  if (unreadable.length > 0)
    notes.push(`Unreadable values (shown as sent, the event kept): ${unreadable.join(', ')}.`);
  const unknown = Object.keys(events.unknownFields);
  if (unknown.length > 0)
    notes.push(`Fields the spec does not name (kept in raw JSON and exports): ${unknown.join(', ')}.`);

  const over = errors.find((e) => e.probe === 'range over 7 days');
  if (over?.status !== null && over && over.status < 300)
    notes.push('The API accepted a range of more than 7 days; the app asks one date at a time anyway.');

  const constraintParams: ContractReport['recommendation']['constraintParams'] = {};
  for (const c of constraints) {
    if (c.verdict === 'confirmed') constraintParams[c.name] = c.param;
    else if (c.verdict === 'ignored' || c.verdict === 'refused')
      notes.push(
        `The constraint parameter "${c.param}" (${c.name}) was ${c.verdict}: find its real name before deploying.`,
      );
  }

  return {
    dialect: {
      inclusiveTo: inclusiveTo.verdict === true,
      isoTimestamps,
      timeUnit: timeUnit.verdict === 's' ? 's' : 'ms',
    },
    constraintParams,
    notes,
  };
}
