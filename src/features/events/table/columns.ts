import { i18n } from '../../../i18n/i18n';
import type explore from '../../../i18n/catalogs/en/explore.json';
import { gpsStates, type SecondaryField } from '../api/reader/day-chunk';
import type { EventStore } from '../data/event-store';
import type { ConstraintKey } from '../filters/event-filters';
import {
  coordinate,
  entityColumn,
  measure,
  numberColumn,
  pairsText,
  remember,
  textColumn,
  unreadable,
  versionsText,
} from './column-values';
import type { RowEntityKind, RowNames } from './row-names';
import { mapTyped } from '../../../lib/map-typed';

/** What a cell holds: absent is undefined; a field sent but unreadable carries the value as sent. */
export type CellValue = string | number | boolean | undefined | { unreadable: string };

/** A column's id: each has its name in the `explore` catalog (`columns.<id>`). */
export type ColumnId = keyof typeof explore.columns;

export interface EventColumn {
  id: ColumnId;
  /**
   * The column's English name: the CSV export's header, which stays English in every language (programs
   * read it). What people read is `columnName(column)`.
   */
  label: string;
  width: number;
  numeric?: boolean;
  /** Shown when the user has made no choice. */
  defaultVisible: boolean;
  /** The field whose unreadable bit this column shows, if any. */
  field?: SecondaryField;
  /** Clicking the id adds it as a constraint. */
  constraint?: ConstraintKey;
  /**
   * An entity's id: its kind, and whether the cell shows the entity's name (the id while there is none,
   * and on hover) or the id. Either way `value` is the id.
   */
  entity?: { kind: RowEntityKind; show: 'name' | 'id' };
  /**
   * One number per event (global index) to sort by: absent NaN. None: not sortable (composite text).
   * A name column sorts by the names given (by id without them).
   */
  keys?: (store: EventStore, names?: RowNames) => Float64Array;
  /** The event's value: sorting aside, what cells, search and CSV show. */
  value: (store: EventStore, g: number) => CellValue;
}

export const eventColumns: readonly EventColumn[] = [
  {
    id: 'time',
    label: 'Time',
    width: 190,
    defaultVisible: true,
    ...numberColumn('timeAt'),
    value: (store, g) => store.at('timeAt', g),
  },
  { id: 'type', label: 'Type', width: 110, defaultVisible: true, ...textColumn('type') },
  { id: 'action', label: 'Action', width: 100, defaultVisible: true, ...textColumn('action') },
  // Each entity by name (the id while it has none, and on hover), and by id: either or both can show.
  {
    id: 'vehicle',
    label: 'Vehicle',
    width: 150,
    defaultVisible: true,
    ...entityColumn('vehicle', 'name', 'vehicleIds'),
  },
  {
    id: 'vehicleId',
    label: 'Vehicle id',
    width: 100,
    defaultVisible: false,
    ...entityColumn('vehicle', 'id', 'vehicleIds'),
  },
  {
    id: 'device',
    label: 'Device',
    width: 170,
    defaultVisible: false,
    ...entityColumn('device', 'name', 'deviceIds'),
  },
  {
    id: 'deviceId',
    label: 'Device id',
    width: 100,
    defaultVisible: false,
    ...entityColumn('device', 'id', 'deviceIds'),
  },
  { id: 'company', label: 'Company', width: 170, defaultVisible: false, ...entityColumn('company', 'name') },
  {
    id: 'companyId',
    label: 'Company id',
    width: 100,
    defaultVisible: false,
    ...entityColumn('company', 'id'),
  },
  { id: 'trip', label: 'Trip', width: 200, defaultVisible: true, ...entityColumn('trip', 'name', 'tripIds') },
  {
    id: 'tripId',
    label: 'Trip id',
    width: 110,
    defaultVisible: false,
    ...entityColumn('trip', 'id', 'tripIds'),
  },
  { id: 'location', label: 'Location', width: 280, defaultVisible: true, ...textColumn('location') },
  { id: 'odometer', label: 'Odometer', width: 110, defaultVisible: true, ...measure('odometer') },
  { id: 'lat', label: 'Lat', width: 100, defaultVisible: false, ...coordinate('lat') },
  { id: 'lng', label: 'Lng', width: 100, defaultVisible: false, ...coordinate('lng') },
  {
    id: 'gpsValid',
    label: 'GPS valid',
    width: 90,
    defaultVisible: true,
    field: 'GPS',
    keys: (store) =>
      remember(store, 'gpsValid', () =>
        mapTyped(Float64Array, store.column('gps'), (state) =>
          state === gpsStates.valid ? 1 : state === gpsStates.invalid ? 0 : NaN,
        ),
      ),
    value: (store, g) => {
      const state = store.at('gps', g);
      return (
        unreadable(store, g, 'GPS') || (state === gpsStates.absent ? undefined : state === gpsStates.valid)
      );
    },
  },
  { id: 'origin', label: 'Origin', width: 100, defaultVisible: false, ...textColumn('origin') },
  {
    id: 'attributes',
    label: 'Attributes',
    width: 260,
    defaultVisible: false,
    field: 'attributes',
    value: (store, g) => unreadable(store, g, 'attributes') || pairsText(store, g, 'attributes'),
  },
  {
    id: 'created',
    label: 'Created',
    width: 230,
    defaultVisible: false,
    field: 'createdAt',
    ...numberColumn('createdAt'),
    value: (store, g) => unreadable(store, g, 'createdAt') || store.createdAtText(g),
  },
  {
    id: 'id',
    label: 'Id',
    width: 130,
    numeric: true,
    defaultVisible: true,
    ...numberColumn('id'),
    value: (store, g) => store.idText(g),
  },
  { id: 'versions', label: 'Versions', width: 200, defaultVisible: false, value: versionsText },
];

/** The column's name in the active language ("Vehicle", "Vehículo"): headers, the chooser, top values. */
export function columnName(column: EventColumn): string {
  return i18n.t(`explore:columns.${column.id}`);
}

export const defaultColumnIds = eventColumns.filter((c) => c.defaultVisible).map((c) => c.id);

export function columnById(id: string): EventColumn | undefined {
  return eventColumns.find((column) => column.id === id);
}
