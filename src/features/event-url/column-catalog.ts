import type explore from '../../i18n/catalogs/en/explore.json';

/** A column's id: each has its name in the `explore` catalog (`columns.<id>`). */
export type ColumnId = keyof typeof explore.columns;

/**
 * What the URL and the layout know of a column: the ids a link may name, their default widths, which
 * show by default and which sort. How a column reads its values is the rows stage's (`event-rows/columns.ts`).
 */
export interface ColumnSpec {
  id: ColumnId;
  /**
   * The column's English name: the CSV export's header, which stays English in every language (programs
   * read it). What people read is `columnName(column)`.
   */
  label: string;
  width: number;
  /** Shown when the user has made no choice. */
  defaultVisible: boolean;
  /** Has one number per event to sort by; composite texts do not. */
  sortable: boolean;
}

const spec = (id: ColumnId, label: string, width: number, defaultVisible: boolean, sortable = true) => ({
  id,
  label,
  width,
  defaultVisible,
  sortable,
});

export const columnCatalog: readonly ColumnSpec[] = [
  spec('time', 'Time', 190, true),
  spec('type', 'Type', 110, true),
  spec('action', 'Action', 100, true),
  // Each entity by name (the id while it has none, and on hover), and by id: either or both can show.
  spec('vehicle', 'Vehicle', 150, true),
  spec('vehicleId', 'Vehicle id', 100, false),
  spec('device', 'Device', 170, false),
  spec('deviceId', 'Device id', 100, false),
  spec('company', 'Company', 170, false),
  spec('companyId', 'Company id', 100, false),
  spec('trip', 'Trip', 200, true),
  spec('tripId', 'Trip id', 110, false),
  spec('location', 'Location', 280, true),
  spec('odometer', 'Odometer', 110, true),
  spec('lat', 'Lat', 100, false),
  spec('lng', 'Lng', 100, false),
  // 104: "GPS válido" with the sort arrow was cut at 90.
  spec('gpsValid', 'GPS valid', 104, true),
  spec('origin', 'Origin', 100, false),
  spec('attributes', 'Attributes', 260, false, false),
  spec('created', 'Created', 230, false),
  spec('id', 'Id', 130, true),
  spec('versions', 'Versions', 200, false, false),
];

export const defaultColumnIds = columnCatalog.filter((c) => c.defaultVisible).map((c) => c.id);

export function columnSpecById(id: string): ColumnSpec | undefined {
  return columnCatalog.find((column) => column.id === id);
}
