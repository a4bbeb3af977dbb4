import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { formatDuration, formatInZone } from '../../../lib/format-time';
import { EntityNamesNotice, type EntityKind } from '../../entities';
import type { FleetEvent } from '../../events';
import { eventsAroundHref } from './entity-links';
import { absent, NamedEntity, Unreadable } from './field-values';

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
  const sent = (field: keyof FleetEvent['unreadable']) => {
    const text = event.unreadable[field];
    return text === undefined ? null : <Unreadable sent={text} />;
  };
  const entity = (
    kind: EntityKind,
    key: 'vehicleIds' | 'deviceIds' | 'tripIds' | undefined,
    id: number | undefined,
    version?: number,
  ) => (
    <NamedEntity
      kind={kind}
      id={id}
      version={version}
      href={key && id !== undefined ? eventsAroundHref(regionId, key, id, event.timeAt, zone, tz) : undefined}
    />
  );
  const created = event.createdAt ? Date.parse(event.createdAt) : NaN;
  const gps = event.GPS;

  return (
    <>
      <EntityNamesNotice sx={{ mb: 2 }} />
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
      >
        <Field label="Event id">
          {event.idText}
          {event.idInexact && ' (beyond 2^53: this browser could not keep its exact digits)'}
        </Field>
        <Field label={`Time (${zone})`}>{formatInZone(event.timeAt, zone)}</Field>
        <Field label="Time (UTC)">{formatInZone(event.timeAt, 'UTC')}</Field>
        <Field label="Created">
          {sent('createdAt') ?? event.createdAt ?? absent}
          {Number.isFinite(created) && ` (${relative(event.timeAt - created)})`}
        </Field>
        <Field label="Company">
          {sent('companyId') ?? entity('company', undefined, event.companyId, event.companyVersion)}
        </Field>
        <Field label="Vehicle">
          {sent('vehicleId') ?? entity('vehicle', 'vehicleIds', event.vehicleId, event.vehicleVersion)}
        </Field>
        <Field label="Device">
          {sent('deviceId') ?? entity('device', 'deviceIds', event.deviceId, event.deviceVersion)}
        </Field>
        <Field label="Trip">{sent('tripId') ?? entity('trip', 'tripIds', event.tripId)}</Field>
        <Field label="Action">{sent('action') ?? event.action ?? absent}</Field>
        <Field label="Odometer">
          {sent('odometer') ?? (event.odometer !== undefined ? `${event.odometer} ${odometerUnit}` : absent)}
        </Field>
        <Field label="Origin">{sent('origin') ?? event.origin ?? absent}</Field>
        <Field label="Location">{sent('location') ?? event.location ?? absent}</Field>
        <Field label="GPS">
          {sent('GPS') ??
            (gps
              ? `${gps.valid ? 'valid' : 'NOT valid'} · ${gps.Lat ?? '?'}, ${gps.Lng ?? '?'}${
                  gps.At !== undefined
                    ? ` · fix at ${formatInZone(gps.At, zone)} (${relative(event.timeAt - gps.At)})`
                    : ''
                }`
              : absent)}
        </Field>
      </Box>
    </>
  );
}
