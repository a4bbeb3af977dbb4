import { Typography } from '@mui/material';
import { formatInZone } from '../../../lib/format-time';
import type { FleetEvent } from '../api/event-schema';

export function EventsSummary({
  rows,
  loaded,
  zone,
}: {
  rows: readonly FleetEvent[];
  loaded: number;
  zone: string;
}) {
  if (rows.length === 0) {
    return (
      <Typography role="status" color="text.secondary">
        No events shown
        {loaded > 0 ? ` (${loaded.toLocaleString()} loaded; search or facets hide them all)` : ''}.
      </Typography>
    );
  }
  let first = Infinity;
  let last = -Infinity;
  const vehicles = new Set<number>();
  for (const event of rows) {
    if (event.timeAt < first) first = event.timeAt;
    if (event.timeAt > last) last = event.timeAt;
    if (event.vehicleId !== undefined) vehicles.add(event.vehicleId);
  }
  return (
    <Typography role="status">
      {rows.length.toLocaleString()} of {loaded.toLocaleString()} events · {formatInZone(first, zone)} to{' '}
      {formatInZone(last, zone)} · {vehicles.size.toLocaleString()}{' '}
      {vehicles.size === 1 ? 'vehicle' : 'vehicles'}
    </Typography>
  );
}
