import { Typography } from '@mui/material';
import { formatInZone } from '../../../lib/format-time';
import type { RowStats } from '../table/derive-rows';
import { memo } from 'react';

export const EventsSummary = memo(function EventsSummary({
  shown,
  stats,
  loaded,
  zone,
}: {
  shown: number;
  stats: RowStats;
  loaded: number;
  zone: string;
}) {
  if (shown === 0) {
    return (
      <Typography role="status" color="text.secondary">
        No events shown
        {loaded > 0 ? ` (${loaded.toLocaleString()} loaded; search or facets hide them all)` : ''}.
      </Typography>
    );
  }
  const { first, last, vehicles } = stats;
  return (
    <Typography role="status">
      {shown.toLocaleString()} of {loaded.toLocaleString()} events · {formatInZone(first, zone)} to{' '}
      {formatInZone(last, zone)} · {vehicles.toLocaleString()} {vehicles === 1 ? 'vehicle' : 'vehicles'}
    </Typography>
  );
});
