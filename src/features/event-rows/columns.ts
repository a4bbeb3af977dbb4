import { i18n } from '../../i18n/i18n';
import { gpsStates, type SecondaryField, type EventStore } from '../event-data';
import { columnCatalog, type ColumnId, type ColumnSpec, type ConstraintKey } from '../event-url';
import {
  addressColumn,
  maskUnreadable,
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
import type { CellValue } from './cell-value';
import { mapTyped } from '../../lib/map-typed';

/** How a column reads the store: its values, its sort keys, and what its cells link to. */
interface ColumnReader {
  numeric?: boolean;
  /** The field whose unreadable bit this column shows, if any. */
  field?: SecondaryField | undefined;
  /** Clicking the id adds it as a constraint. */
  constraint?: ConstraintKey | undefined;
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

export type EventColumn = ColumnSpec & ColumnReader;

const readers: Record<ColumnId, ColumnReader> = {
  time: { ...numberColumn('timeAt'), value: (store, g) => store.at('timeAt', g) },
  type: textColumn('type'),
  action: textColumn('action'),
  vehicle: entityColumn('vehicle', 'name', 'vehicleIds'),
  vehicleId: entityColumn('vehicle', 'id', 'vehicleIds'),
  device: entityColumn('device', 'name', 'deviceIds'),
  deviceId: entityColumn('device', 'id', 'deviceIds'),
  company: entityColumn('company', 'name'),
  companyId: entityColumn('company', 'id'),
  trip: entityColumn('trip', 'name', 'tripIds'),
  tripId: entityColumn('trip', 'id', 'tripIds'),
  location: addressColumn('location'),
  odometer: measure('odometer'),
  lat: coordinate('lat'),
  lng: coordinate('lng'),
  gpsValid: {
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
  origin: textColumn('origin'),
  attributes: {
    field: 'attributes',
    value: (store, g) =>
      maskUnreadable(unreadable(store, g, 'attributes')) || pairsText(store, g, 'attributes'),
  },
  created: {
    field: 'createdAt',
    ...numberColumn('createdAt'),
    value: (store, g) => unreadable(store, g, 'createdAt') || store.createdAtText(g),
  },
  id: { numeric: true, ...numberColumn('id'), value: (store, g) => store.idText(g) },
  versions: { value: versionsText },
};

export const eventColumns: readonly EventColumn[] = columnCatalog.map((spec) => ({
  ...spec,
  ...readers[spec.id],
}));

/** The column's name in the active language ("Vehicle", "Vehículo"): headers, the chooser, top values. */
export function columnName(column: EventColumn): string {
  return i18n.t(`explore:columns.${column.id}`);
}

export function columnById(id: string): EventColumn | undefined {
  return eventColumns.find((column) => column.id === id);
}
