import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDuration, formatInZone } from '../../../lib/format-time';
import { EntityNamesNotice, useEntityName, type EntityKind } from '../../entities';
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

/** An entity's id (a link where one is given), after its name and secondary text once they are known. */
function NamedEntity({
  kind,
  id,
  version,
  href,
}: {
  kind: EntityKind;
  id: number | undefined;
  version: number | undefined;
  href: string | undefined;
}) {
  const named = useEntityName(kind, id);
  if (id === undefined) return absent;
  const text = `${id}${version !== undefined ? ` (version ${version})` : ''}`;
  return (
    <>
      {named && (
        <>
          <Box component="span" sx={{ fontWeight: 500 }}>
            {named.name}
          </Box>
          {named.secondary && (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {' · '}
              {named.secondary}
            </Box>
          )}
          {' · '}
        </>
      )}
      {href ? (
        <Link component={RouterLink} to={href}>
          {text}
        </Link>
      ) : (
        <span>{text}</span>
      )}
    </>
  );
}

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
        <Field label="Event id">{event.id}</Field>
        <Field label={`Time (${zone})`}>{formatInZone(event.timeAt, zone)}</Field>
        <Field label="Time (UTC)">{formatInZone(event.timeAt, 'UTC')}</Field>
        <Field label="Created">
          {event.createdAt ?? absent}
          {Number.isFinite(created) && ` (${relative(event.timeAt - created)})`}
        </Field>
        <Field label="Company">{entity('company', undefined, event.companyId, event.companyVersion)}</Field>
        <Field label="Vehicle">
          {entity('vehicle', 'vehicleIds', event.vehicleId, event.vehicleVersion)}
        </Field>
        <Field label="Device">{entity('device', 'deviceIds', event.deviceId, event.deviceVersion)}</Field>
        <Field label="Trip">{entity('trip', 'tripIds', event.tripId)}</Field>
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
    </>
  );
}
