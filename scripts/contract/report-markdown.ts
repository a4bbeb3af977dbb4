import type { ContractReport, FieldTally } from './report-types.ts';

/** The report for people: the recommendation first, the evidence after, every call at the end. */

const cell = (text: string | number | null | undefined) =>
  String(text ?? '–')
    .replace(/\|/g, '\\|')
    .replace(/\n/g, ' ');

function table(head: string[], rows: (string | number | null | undefined)[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

const yesNo = (value: boolean | null) => (value === null ? 'could not tell' : value ? 'yes' : 'no');

function fieldNotes(f: FieldTally): string {
  const notes: string[] = [];
  if (f.typedValues) notes.push(`${f.typedValues} with number/boolean values`);
  if (f.unsafeIntegers) notes.push(`${f.unsafeIntegers} beyond 2^53`);
  if (f.examples.length > 0) notes.push(`e.g. ${f.examples.map((e) => `\`${e}\``).join(', ')}`);
  return notes.join('; ');
}

function fieldsSection(report: ContractReport): string {
  const { events } = report;
  const rows = events.fields.map((f) => [
    `\`${f.field}\``,
    f.kind,
    f.ok,
    f.absent,
    f.null,
    f.numberAsText,
    f.unreadable,
    fieldNotes(f),
  ]);
  const unknown = Object.entries(events.unknownFields);
  return [
    '## Events: what the app reads',
    '',
    `${events.events} events sampled (${report.sample.types.join(', ')} on ${report.sample.date})` +
      (events.notObjects ? `, plus ${events.notObjects} items that are not objects` : '') +
      `. Without a readable \`id\`, \`type\` or \`timeAt\`: ${events.unidentifiable}.`,
    '',
    table(
      ['field', 'spec type', 'right type', 'absent', 'null', 'number as text', 'unreadable', 'notes'],
      rows,
    ),
    '',
    unknown.length === 0
      ? 'No fields beyond the spec.'
      : `Fields the spec does not name:\n\n${table(
          ['field', 'events'],
          unknown.map(([name, count]) => [`\`${name}\``, count]),
        )}`,
  ].join('\n');
}

function rangeSection(report: ContractReport): string {
  const { timeUnit } = report;
  return [
    '## Dates and times',
    '',
    `- **Is \`to\` inclusive?** ${yesNo(report.inclusiveTo.verdict)}. ${report.inclusiveTo.evidence}`,
    `- **Unit of \`timeAt\`:** ${timeUnit.verdict}. ${timeUnit.note} ` +
      `(timeAt: ${timeUnit.timeAt.ms} ms, ${timeUnit.timeAt.s} s, ${timeUnit.timeAt.neither} neither; ` +
      `GPS.At: ${timeUnit.gpsAt.ms} ms, ${timeUnit.gpsAt.s} s, ${timeUnit.gpsAt.neither} neither.)`,
    '',
    'Forms `from`/`to` take:',
    '',
    table(
      ['form', 'sent', 'status', 'honoured', 'what came back'],
      report.timestampForms.map((f) => [
        f.form,
        f.example ? `\`${f.example}\`` : '',
        f.status,
        yesNo(f.honoured),
        f.note,
      ]),
    ),
  ].join('\n');
}

export function renderMarkdown(report: ContractReport): string {
  const { recommendation } = report;
  const snippet = {
    dialect: recommendation.dialect,
    ...(Object.keys(recommendation.constraintParams).length > 0
      ? { constraintParams: recommendation.constraintParams }
      : {}),
  };
  return [
    `# Contract check: region \`${report.region}\``,
    '',
    `API: ${report.apiBaseUrl} · ${report.startedAt} to ${report.finishedAt} · signed in with ${report.credentials} · ` +
      `**${report.calls.length} calls**, all read-only (listed at the end).`,
    '',
    ...(report.problems.length > 0 ? ['**Problems:**', '', ...report.problems.map((p) => `- ${p}`), ''] : []),
    '## Recommended region config',
    '',
    `Merge into the region \`${report.region}\` of config.json:`,
    '',
    '```json',
    JSON.stringify(snippet, null, 2),
    '```',
    '',
    ...(recommendation.notes.length > 0 ? [...recommendation.notes.map((n) => `- ${n}`), ''] : []),
    fieldsSection(report),
    '',
    rangeSection(report),
    '',
    '## Refusals',
    '',
    table(
      ['probe', 'status', 'body', 'message'],
      report.errors.map((e) => [e.probe, e.status, e.shape, e.message]),
    ),
    '',
    '## Constraint parameters',
    '',
    `Later probes were narrowed to ${report.sample.narrowedBy}.`,
    '',
    table(
      ['constraint', 'parameter', 'verdict', 'evidence'],
      report.constraints.map((c) => [c.name, `\`${c.param}\``, c.verdict, c.note]),
    ),
    '',
    '## Calls',
    '',
    table(
      ['#', 'purpose', 'request', 'status', 'ms', 'bytes', 'body'],
      report.calls.map((c, i) => [
        i + 1,
        c.purpose,
        `${c.method} \`${c.target}\``,
        c.status ?? c.error,
        c.ms,
        c.bytes,
        c.shape,
      ]),
    ),
    '',
  ].join('\n');
}
