import { entityKindLabels, type EntityName } from '../../entities';
import { formatInZone } from '../../../lib/format-time';
import { formulaStart } from '../../../lib/csv-formula';
import { inSlices, type SliceOptions } from '../../../lib/in-slices';
import { toApiShape } from '../../event-data';
import type { CellValue, EventColumn } from '../../event-rows';
import { noRowNames, rowEntityFields, rowEntityKinds, type RowNames } from '../../event-rows';
import type { EventStore, Rows } from '../../event-data';
import { currentMasking, maskRawEvent, pseudonymText, type Masking } from '../../presenter';
import { i18n } from '../../../i18n/i18n';

/** What a file exported in presenter mode says first: it is not what the API sent. */
const presenterNote = () => i18n.t('common:presenter.exportNote');

interface CsvField {
  header: string;
  cell: (g: number) => string | number;
}

function cellText(value: CellValue, column: EventColumn, zone: string): string | number {
  if (value === undefined) return '';
  if (typeof value === 'object') return value.unreadable;
  if (column.id === 'time' && typeof value === 'number') return formatInZone(value, zone);
  // Numbers stay numbers, so a southern latitude is never mistaken for a formula and prefixed.
  return typeof value === 'number' ? value : String(value);
}

/** The CSV's columns: each shown column, but an entity (by name, by id or both) as its id and its name. */
function csvFields(
  store: EventStore,
  columns: readonly EventColumn[],
  zone: string,
  names: RowNames,
  masking: Masking | null,
): CsvField[] {
  const done = new Set<string>();
  return columns.flatMap((column): CsvField[] => {
    const value = (g: number) => cellText(column.value(store, g), column, zone);
    if (!column.entity)
      return [{ header: column.id === 'time' ? `Time (${zone})` : column.label, cell: value }];
    const { kind } = column.entity;
    if (done.has(kind)) return [];
    done.add(kind);
    const label = entityKindLabels[kind].one;
    const code = store.column(rowEntityFields[kind]);
    // In presenter mode the id is not written either: the pseudonym stands for it.
    const idCell = (g: number) => {
      const id = store.dictionary.number(code[g] as number);
      return id === undefined ? '' : pseudonymText((masking as Masking).regionId, kind, id);
    };
    return [
      { header: `${label} id`, cell: masking ? idCell : value },
      {
        header: `${label} name`,
        cell: (g) => names[kind].get(store.dictionary.number(code[g] as number) ?? NaN)?.name ?? '',
      },
    ];
  });
}

/** Rows a step of an export writes (about 5 ms here): a slice overruns its time by at most one step. */
const rowsPerStep = 100;

/**
 * Writes the rows step by step, giving the page back between slices, into a Blob made of one Blob per slice.
 * Made at the end from the text, a Blob of 200 MB (half a million rows) held the page for seconds; made of
 * Blobs, it refers to them.
 */
async function sliced(
  rows: Rows,
  type: string,
  head: string,
  write: (from: number, to: number) => string,
  tail: string,
  { onProgress, ...options }: SliceOptions,
): Promise<Blob> {
  const encoder = new TextEncoder();
  const parts: Blob[] = [];
  let pending = [encoder.encode(head)];
  const flush = () => {
    parts.push(new Blob(pending));
    pending = [];
  };
  await inSlices(rows.length, rowsPerStep, (from, to) => pending.push(encoder.encode(write(from, to))), {
    ...options,
    onProgress: (done, total) => {
      flush();
      onProgress?.(done, total);
    },
  });
  pending.push(encoder.encode(tail));
  flush();
  return new Blob(parts, { type });
}

/**
 * CSV of exactly what is shown: these rows, these columns, times in the chosen zone; an unreadable field
 * as it was sent; each vehicle, device, company or trip column as the id and, beside it, the name (empty
 * when it has none). Written in slices, so the page answers (and can cancel) while half a million rows are
 * written. The CSV library loads on the first export, not with the page.
 */
export async function eventsToCsv(
  store: EventStore,
  rows: Rows,
  columns: readonly EventColumn[],
  zone: string,
  names: RowNames = noRowNames,
  options: SliceOptions = {},
): Promise<Blob> {
  const { default: Papa } = await import('papaparse');
  const masking = currentMasking();
  const fields = csvFields(store, columns, zone, names, masking);
  const unparse = (data: (string | number)[][]) => Papa.unparse(data, { escapeFormulae: formulaStart });
  // Presenter mode: a first line says the file is masked (a reader skips it as a comment: `#`).
  const note = masking ? `# ${presenterNote()}\r\n` : '';
  const head = note + unparse([fields.map((field) => field.header)]);
  const write = (from: number, to: number) =>
    `\r\n${unparse(Array.from(rows.subarray(from, to), (g) => fields.map((field) => field.cell(g))))}`;
  return sliced(rows, 'text/csv;charset=utf-8', head, write, '', options);
}

/** The names of an event's entities, by kind (`{ vehicle: { name, secondary } }`), or null when none. */
function namesOfEvent(store: EventStore, g: number, names: RowNames) {
  let found: Partial<Record<string, Omit<EntityName, 'source'>>> | null = null;
  for (const kind of rowEntityKinds) {
    const id = store.dictionary.number(store.column(rowEntityFields[kind])[g] as number);
    const entity = id === undefined ? undefined : names[kind].get(id);
    if (!entity) continue;
    found ??= {};
    found[kind] = entity.secondary
      ? { name: entity.name, secondary: entity.secondary }
      : { name: entity.name };
  }
  return found;
}

/**
 * The shown events in the API's own shape (unreadable fields as sent, unknown fields kept), each with a
 * `names` object for the entities that have one (an event that came with its own `names` keeps it). The
 * same text as `JSON.stringify(events, null, 2)`, written in slices as the CSV is.
 */
export function eventsToJson(
  store: EventStore,
  rows: Rows,
  names: RowNames = noRowNames,
  options: SliceOptions = {},
): Promise<Blob> {
  const masking = currentMasking();
  const item = (g: number) => {
    const sent = toApiShape(store.event(g));
    const shape = masking ? (maskRawEvent(sent, masking) as Record<string, unknown>) : sent;
    const named = 'names' in sent && !masking ? null : namesOfEvent(store, g, names);
    // Indented one level more, as inside the array (a JSON text's strings hold no raw line break).
    return JSON.stringify(named ? { ...shape, names: named } : shape, null, 2).replace(/\n/g, '\n  ');
  };
  const write = (from: number, to: number) =>
    Array.from(rows.subarray(from, to), (g, i) => `${from + i === 0 ? '' : ','}\n  ${item(g)}`).join('');
  const end = rows.length === 0 ? ']' : '\n]';
  // Presenter mode: the events go under a note saying they are masked, not what the API sent.
  if (masking)
    return sliced(
      rows,
      'application/json',
      `{\n"note": ${JSON.stringify(presenterNote())},\n"events": [`,
      write,
      `${end}\n}`,
      options,
    );
  return sliced(rows, 'application/json', '[', write, end, options);
}

export function download(filename: string, content: Blob): void {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
