import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDuration, formatInZone } from '../../../lib/format-time';
import type { FleetEvent } from '../../events';
import { eventsAroundHref } from './entity-links';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </>
  );
}

const relative = (ms: number) =>
  ms === 0
    ? 'same moment as the event'
    : `${formatDuration(Math.abs(ms))} ${ms > 0 ? 'before' : 'after'} the event`;

const absent = (
  <Box component="span" sx={{ color: 'text.disabled' }}>
    not sent
  </Box>
);

export function EventFields({
  event,
  regionId,
  zone,
  tz,
  odometerUnit,
}: {
  event: FleetEvent;
  regionId: string;
  zone: string;
  tz: string;
  odometerUnit: string;
}) {
  const entity = (
    key: 'vehicleIds' | 'deviceIds' | 'tripIds' | undefined,
    id: number | undefined,
    version?: number,
  ) => {
    if (id === undefined) return absent;
    const text = `${id}${version !== undefined ? ` (version ${version})` : ''}`;
    if (!key) return text;
    return (
      <Link component={RouterLink} to={eventsAroundHref(regionId, key, id, event.timeAt, zone, tz)}>
        {text}
      </Link>
    );
  };
  const created = event.createdAt ? Date.parse(event.createdAt) : NaN;
  const gps = event.GPS;

  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
    >
      <Field label="Event id">{event.id}</Field>
      <Field label={`Time (${zone})`}>{formatInZone(event.timeAt, zone)}</Field>
      <Field label="Time (UTC)">{formatInZone(event.timeAt, 'UTC')}</Field>
      <Field label="Created">
        {event.createdAt ?? absent}
        {Number.isFinite(created) && ` (${relative(event.timeAt - created)})`}
      </Field>
      <Field label="Company">{entity(undefined, event.companyId, event.companyVersion)}</Field>
      <Field label="Vehicle">{entity('vehicleIds', event.vehicleId, event.vehicleVersion)}</Field>
      <Field label="Device">{entity('deviceIds', event.deviceId, event.deviceVersion)}</Field>
      <Field label="Trip">{entity('tripIds', event.tripId)}</Field>
      <Field label="Odometer">
        {event.odometer !== undefined ? `${event.odometer} ${odometerUnit}` : absent}
      </Field>
      <Field label="Origin">{event.origin ?? absent}</Field>
      <Field label="Location">{event.location ?? absent}</Field>
      <Field label="GPS">
        {gps
          ? `${gps.valid ? 'valid' : 'NOT valid'} · ${gps.Lat}, ${gps.Lng}${
              gps.At !== undefined
                ? ` · fix at ${formatInZone(gps.At, zone)} (${relative(event.timeAt - gps.At)})`
                : ''
            }`
          : absent}
      </Field>
    </Box>
  );
}
