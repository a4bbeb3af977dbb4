import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../i18n/format';
import { formatDuration, formatInZone } from '../../../lib/format-time';
import { EntityNamesNotice, type EntityKind } from '../../entities';
import type { FleetEvent } from '../../event-data';
import { eventsAroundHref } from './entity-links';
import { useScreenSize } from '../../../lib/screen-size';
import { Absent, NamedEntity, Unreadable } from './field-values';

/** A field's id, label and value, in the order a desktop shows them. */
type FieldEntry = [id: string, label: string, value: ReactNode];

/** When, which vehicle and where: what a phone shows first, the rest as a desktop orders them. */
const keyFacts = ['time', 'vehicle', 'location'];
const keyFactsFirst = (fields: FieldEntry[]): FieldEntry[] => [
  ...keyFacts.flatMap((id) => fields.filter((field) => field[0] === id)),
  ...fields.filter((field) => !keyFacts.includes(field[0])),
];

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

/**
 * A reading as sent, in the active language's decimal sign ("12345.6", "12345,6"): every digit it was
 * sent with, no grouping and no rounding.
 */
function formatReading(value: number): string {
  const digits = String(value);
  if (/e/i.test(digits)) return digits;
  const decimals = Math.min(digits.split('.')[1]?.length ?? 0, 20);
  return formatNumber(value, {
    useGrouping: false,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
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
  const { t } = useTranslation('detail');
  const phone = useScreenSize() === 'phone';
  const absent = <Absent />;
  /** When something happened, relative to the event: "3 s before the event". */
  const relative = (ms: number) =>
    ms === 0
      ? t('fields.relative.same')
      : t(ms > 0 ? 'fields.relative.before' : 'fields.relative.after', {
          duration: formatDuration(Math.abs(ms)),
        });
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
  const gpsText = gps
    ? [
        gps.valid ? t('fields.gpsValid') : t('fields.gpsInvalid'),
        // Coordinates as sent (a decimal comma would run into the comma between them).
        `${gps.Lat ?? '?'}, ${gps.Lng ?? '?'}`,
        ...(gps.At !== undefined
          ? [
              t('fields.gpsFixAt', {
                time: formatInZone(gps.At, zone),
                relative: relative(event.timeAt - gps.At),
              }),
            ]
          : []),
      ].join(' · ')
    : absent;
  // Each field: what could not be read, as sent; else its value; else that it was not sent.
  const values = {
    created: sent('createdAt') ?? event.createdAt ?? absent,
    company: sent('companyId') ?? entity('company', undefined, event.companyId, event.companyVersion),
    vehicle: sent('vehicleId') ?? entity('vehicle', 'vehicleIds', event.vehicleId, event.vehicleVersion),
    device: sent('deviceId') ?? entity('device', 'deviceIds', event.deviceId, event.deviceVersion),
    trip: sent('tripId') ?? entity('trip', 'tripIds', event.tripId),
    action: sent('action') ?? event.action ?? absent,
    odometer:
      sent('odometer') ??
      (event.odometer !== undefined ? `${formatReading(event.odometer)} ${odometerUnit}` : absent),
    origin: sent('origin') ?? event.origin ?? absent,
    location: sent('location') ?? event.location ?? absent,
    gps: sent('GPS') ?? gpsText,
  };

  const fields: FieldEntry[] = [
    [
      'eventId',
      t('fields.eventId'),
      <>
        {event.idText}
        {event.idInexact && ` ${t('fields.idInexact')}`}
      </>,
    ],
    ['time', t('fields.timeIn', { zone }), formatInZone(event.timeAt, zone)],
    ['timeUtc', t('fields.timeUtc'), formatInZone(event.timeAt, 'UTC')],
    [
      'created',
      t('fields.created'),
      <>
        {values.created}
        {Number.isFinite(created) && ` (${relative(event.timeAt - created)})`}
      </>,
    ],
    ['company', t('fields.company'), values.company],
    ['vehicle', t('fields.vehicle'), values.vehicle],
    ['device', t('fields.device'), values.device],
    ['trip', t('fields.trip'), values.trip],
    ['action', t('fields.action'), values.action],
    ['odometer', t('fields.odometer'), values.odometer],
    ['origin', t('fields.origin'), values.origin],
    ['location', t('fields.location'), values.location],
    ['gps', t('fields.gps'), values.gps],
  ];

  return (
    <>
      <EntityNamesNotice sx={{ mb: 2 }} />
      <Box
        component="dl"
        sx={{
          display: 'grid',
          // A phone's width goes to the values: each label above its value.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: { xs: 0, sm: 1 },
          '& > dd': { mb: { xs: 1, sm: 0 } },
          m: 0,
        }}
      >
        {(phone ? keyFactsFirst(fields) : fields).map(([id, label, value]) => (
          <Field key={id} label={label}>
            {value}
          </Field>
        ))}
      </Box>
    </>
  );
}
