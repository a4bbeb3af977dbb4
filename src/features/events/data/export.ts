import { formatInZone } from '../../../lib/format-time';
import { toApiShape } from '../api/reader/api-shape';
import type { EventColumn } from '../table/columns';
import type { EventStore, Rows } from './event-store';

/**
 * CSV of exactly what is shown: these rows, these columns, times in the chosen zone; an unreadable field
 * as it was sent. The CSV library loads on the first export, not with the page.
 */
export async function eventsToCsv(
  store: EventStore,
  rows: Rows,
  columns: readonly EventColumn[],
  zone: string,
): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const header = columns.map((column) => (column.id === 'time' ? `Time (${zone})` : column.label));
  const data = Array.from(rows, (g) =>
    columns.map((column) => {
      const value = column.value(store, g);
      if (value === undefined) return '';
      if (typeof value === 'object') return value.unreadable;
      if (column.id === 'time' && typeof value === 'number') return formatInZone(value, zone);
      // Numbers stay numbers, so a southern latitude is never mistaken for a formula and prefixed.
      return typeof value === 'number' ? value : String(value);
    }),
  );
  // Text cells starting with = + - @ are prefixed so a spreadsheet never runs data as a formula.
  return Papa.unparse({ fields: header, data }, { escapeFormulae: true });
}

/** The shown events in the API's own shape (unreadable fields as sent, unknown fields kept). */
export function eventsToJson(store: EventStore, rows: Rows): string {
  return JSON.stringify(
    Array.from(rows, (g) => toApiShape(store.event(g))),
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
