import { formatInZone } from '../../../lib/format-time';
import type { FleetEvent } from '../api/event-schema';
import type { EventColumn } from '../table/columns';

/**
 * CSV of exactly what is shown: these rows, these columns, times in the chosen zone. The CSV library
 * loads on the first export, not with the page.
 */
export async function eventsToCsv(
  rows: readonly FleetEvent[],
  columns: readonly EventColumn[],
  zone: string,
): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const header = columns.map((column) => (column.id === 'time' ? `Time (${zone})` : column.label));
  const data = rows.map((event) =>
    columns.map((column) => {
      const value = column.value(event);
      if (value === undefined) return '';
      if (column.id === 'time' && typeof value === 'number') return formatInZone(value, zone);
      // Numbers stay numbers, so a southern latitude is never mistaken for a formula and prefixed.
      return typeof value === 'number' ? value : String(value);
    }),
  );
  // Text cells starting with = + - @ are prefixed so a spreadsheet never runs data as a formula.
  return Papa.unparse({ fields: header, data }, { escapeFormulae: true });
}

export function eventsToJson(rows: readonly FleetEvent[]): string {
  return JSON.stringify(rows, null, 2);
}

export function download(filename: string, type: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
