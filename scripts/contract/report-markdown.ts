import type { ContractReport, FieldTally } from './report-types.ts';

/**
 * The report for people: the recommendation first, the evidence after, every call at the end. Much of
 * what it says comes from the API (messages, field names, body shapes, values): every text is written
 * as text, never as Markdown or HTML of its own, and values go in code spans that nothing in them can end.
 */

/**
 * A text, one line, each character Markdown or HTML could act on escaped: emphasis, links and images, HTML
 * and entities, code, and `.` and `:` so that no bare `www.` or `https:` becomes a link.
 */
export function mdText(text: string | number | null | undefined): string {
  return String(text ?? '–')
    .replace(/\s+/g, ' ')
    .replace(/[\\`*_{}[\]()<>#!|~&.:]/g, '\\$&');
}

/** A value in a code span: fenced by more backticks than any run inside it, its pipes escaped for tables. */
export function mdCode(text: string): string {
  const flat = text.replace(/\s+/g, ' ');
  const longestRun = Math.max(0, ...(flat.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  return `${fence} ${flat.replace(/\|/g, '\\|')} ${fence}`;
}

/** A table cell: text, unless the caller already made it Markdown (a code span). */
type Cell = string | number | null | undefined | { md: string };
const cell = (value: Cell) => (value !== null && typeof value === 'object' ? value.md : mdText(value));
const code = (text: string): Cell => ({ md: mdCode(text) });

function table(head: string[], rows: Cell[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

const yesNo = (value: boolean | null) => (value === null ? 'could not tell' : value ? 'yes' : 'no');

function fieldNotes(f: FieldTally): Cell {
  const notes: string[] = [];
  if (f.typedValues) notes.push(`${f.typedValues} with number/boolean values`);
  if (f.unsafeIntegers) notes.push(`${f.unsafeIntegers} beyond 2^53`);
  const examples = f.examples.map(mdCode).join(', ');
  return { md: [...notes.map(mdText), ...(examples ? [`e.g. ${examples}`] : [])].join('; ') };
}

function fieldsSection(report: ContractReport): string {
  const { events } = report;
  const rows = events.fields.map((f) => [
    code(f.field),
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
    `${events.events} events sampled (${mdText(report.sample.types.join(', '))} on ${mdText(report.sample.date)})` +
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
          unknown.map(([name, count]) => [code(name), count]),
        )}`,
  ].join('\n');
}

function rangeSection(report: ContractReport): string {
  const { timeUnit } = report;
  return [
    '## Dates and times',
    '',
    `- **Is \`to\` inclusive?** ${yesNo(report.inclusiveTo.verdict)}. ${mdText(report.inclusiveTo.evidence)}`,
    `- **Unit of \`timeAt\`:** ${mdText(timeUnit.verdict)}. ${mdText(timeUnit.note)} ` +
      `(timeAt: ${timeUnit.timeAt.ms} ms, ${timeUnit.timeAt.s} s, ${timeUnit.timeAt.neither} neither; ` +
      `GPS.At: ${timeUnit.gpsAt.ms} ms, ${timeUnit.gpsAt.s} s, ${timeUnit.gpsAt.neither} neither.)`,
    '',
    'Forms `from`/`to` take:',
    '',
    table(
      ['form', 'sent', 'status', 'honoured', 'what came back'],
      report.timestampForms.map((f) => [
        f.form,
        f.example ? code(f.example) : '',
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
    `# Contract check: region ${mdCode(report.region)}`,
    '',
    `API: ${mdText(report.apiBaseUrl)} · ${mdText(report.startedAt)} to ${mdText(report.finishedAt)} · signed in with ${mdText(report.credentials)} · ` +
      `**${report.calls.length} calls**, all read-only (listed at the end).`,
    '',
    ...(report.problems.length > 0
      ? ['**Problems:**', '', ...report.problems.map((p) => `- ${mdText(p)}`), '']
      : []),
    '## Recommended region config',
    '',
    `Merge into the region ${mdCode(report.region)} of config.json:`,
    '',
    '```json',
    JSON.stringify(snippet, null, 2),
    '```',
    '',
    ...(recommendation.notes.length > 0 ? [...recommendation.notes.map((n) => `- ${mdText(n)}`), ''] : []),
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
    `Later probes were narrowed to ${mdText(report.sample.narrowedBy)}.`,
    '',
    table(
      ['constraint', 'parameter', 'verdict', 'evidence'],
      report.constraints.map((c) => [c.name, code(c.param), c.verdict, c.note]),
    ),
    '',
    '## Calls',
    '',
    table(
      ['#', 'purpose', 'request', 'status', 'ms', 'bytes', 'body'],
      report.calls.map((c, i) => [
        i + 1,
        c.purpose,
        { md: `${c.method} ${mdCode(c.target)}` },
        c.status ?? c.error,
        c.ms,
        c.bytes,
        c.shape,
      ]),
    ),
    '',
  ].join('\n');
}
