import { entityKindLabels, type EntityName } from '../../entities';
import { formatInZone } from '../../../lib/format-time';
import { toApiShape } from '../api/reader/api-shape';
import type { CellValue, EventColumn } from '../table/columns';
import { noRowNames, rowEntityFields, rowEntityKinds, type RowNames } from '../table/row-names';
import type { EventStore, Rows } from './event-store';

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
    return [
      { header: `${label} id`, cell: value },
      {
        header: `${label} name`,
        cell: (g) => names[kind].get(store.dictionary.number(code[g] as number) ?? NaN)?.name ?? '',
      },
    ];
  });
}

/**
 * CSV of exactly what is shown: these rows, these columns, times in the chosen zone; an unreadable field
 * as it was sent; each vehicle, device, company or trip column as the id and, beside it, the name (empty
 * when it has none). The CSV library loads on the first export, not with the page.
 */
export async function eventsToCsv(
  store: EventStore,
  rows: Rows,
  columns: readonly EventColumn[],
  zone: string,
  names: RowNames = noRowNames,
): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const fields = csvFields(store, columns, zone, names);
  const data = Array.from(rows, (g) => fields.map((field) => field.cell(g)));
  // Text cells starting with = + - @ are prefixed so a spreadsheet never runs data as a formula.
  return Papa.unparse({ fields: fields.map((field) => field.header), data }, { escapeFormulae: true });
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
 * `names` object for the entities that have one (an event that came with its own `names` keeps it).
 */
export function eventsToJson(store: EventStore, rows: Rows, names: RowNames = noRowNames): string {
  return JSON.stringify(
    Array.from(rows, (g) => {
      const shape = toApiShape(store.event(g));
      const named = 'names' in shape ? null : namesOfEvent(store, g, names);
      return named ? { ...shape, names: named } : shape;
    }),
    null,
    2,
  );
}

export function download(filename: string, type: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
