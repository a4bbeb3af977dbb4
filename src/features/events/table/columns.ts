import type { FleetEvent } from '../api/event-schema';

export type CellValue = string | number | boolean | undefined;

export interface EventColumn {
  id: string;
  label: string;
  /** The raw value: sorting and CSV use it; absent fields are undefined. */
  value: (event: FleetEvent) => CellValue;
  width: number;
  numeric?: boolean;
  /** Shown when the user has made no choice. */
  defaultVisible: boolean;
}

const attributesText = (event: FleetEvent) =>
  event.attributes
    ? Object.entries(event.attributes)
        .map(([key, value]) => `${key}=${value}`)
        .join('; ')
    : undefined;

const versionsText = (event: FleetEvent) => {
  const parts = [
    event.companyVersion !== undefined ? `company ${event.companyVersion}` : '',
    event.vehicleVersion !== undefined ? `vehicle ${event.vehicleVersion}` : '',
    event.deviceVersion !== undefined ? `device ${event.deviceVersion}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : undefined;
};

export const eventColumns: readonly EventColumn[] = [
  { id: 'time', label: 'Time', value: (e) => e.timeAt, width: 190, defaultVisible: true },
  { id: 'type', label: 'Type', value: (e) => e.type, width: 110, defaultVisible: true },
  { id: 'action', label: 'Action', value: (e) => e.action, width: 100, defaultVisible: true },
  {
    id: 'vehicle',
    label: 'Vehicle',
    value: (e) => e.vehicleId,
    width: 90,
    numeric: true,
    defaultVisible: true,
  },
  {
    id: 'device',
    label: 'Device',
    value: (e) => e.deviceId,
    width: 90,
    numeric: true,
    defaultVisible: false,
  },
  {
    id: 'company',
    label: 'Company',
    value: (e) => e.companyId,
    width: 90,
    numeric: true,
    defaultVisible: false,
  },
  { id: 'trip', label: 'Trip', value: (e) => e.tripId, width: 110, numeric: true, defaultVisible: true },
  { id: 'location', label: 'Location', value: (e) => e.location, width: 280, defaultVisible: true },
  {
    id: 'odometer',
    label: 'Odometer',
    value: (e) => e.odometer,
    width: 110,
    numeric: true,
    defaultVisible: true,
  },
  { id: 'lat', label: 'Lat', value: (e) => e.GPS?.Lat, width: 100, numeric: true, defaultVisible: false },
  { id: 'lng', label: 'Lng', value: (e) => e.GPS?.Lng, width: 100, numeric: true, defaultVisible: false },
  { id: 'gpsValid', label: 'GPS valid', value: (e) => e.GPS?.valid, width: 90, defaultVisible: true },
  { id: 'origin', label: 'Origin', value: (e) => e.origin, width: 100, defaultVisible: false },
  { id: 'attributes', label: 'Attributes', value: attributesText, width: 260, defaultVisible: false },
  { id: 'created', label: 'Created', value: (e) => e.createdAt, width: 230, defaultVisible: false },
  { id: 'id', label: 'Id', value: (e) => e.id, width: 130, numeric: true, defaultVisible: true },
  { id: 'versions', label: 'Versions', value: versionsText, width: 200, defaultVisible: false },
];

export const defaultColumnIds = eventColumns.filter((c) => c.defaultVisible).map((c) => c.id);

export function columnById(id: string): EventColumn | undefined {
  return eventColumns.find((column) => column.id === id);
}
