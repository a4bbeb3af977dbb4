import type { TFunction } from 'i18next';
import { formatDuration, formatInZone } from '../../../lib/format-time';
import { formatEntity, type EntityName } from '../../entities';
import type { FleetEvent } from '../../event-data';
import { curlCommand } from '../api/curl-command';

/** What a ticket summary is made of; it holds no key: the curl command always reads `$API_KEY`. */
export interface TicketInput {
  event: FleetEvent;
  regionLabel: string;
  regionId: string;
  /** The chosen zone (the page's), beside UTC. */
  zone: string;
  names: {
    vehicle?: EntityName | undefined;
    device?: EntityName | undefined;
    company?: EntityName | undefined;
  };
  /** The app's link to this event, absolute. */
  appLink: string;
  /** The API call that answers this event. */
  apiUrl: string;
}

/**
 * The event as plain text for a support ticket, one "Label: value" line each, in the page's language:
 * region, type, id, time in UTC and in the chosen zone, the entities with their names, location and
 * fix, the app link and the API call as curl with `$API_KEY`. A field the API did not send says so, and
 * one it sent unreadable is given as sent.
 */
export function ticketText(t: TFunction<'detail'>, input: TicketInput): string {
  const { event, zone, names } = input;
  const notSent = t('fields.notSent');
  const sent = (field: keyof FleetEvent['unreadable']) => event.unreadable[field];
  const entity = (field: 'vehicleId' | 'deviceId' | 'companyId', id: number | undefined, name?: EntityName) =>
    sent(field) ?? (id === undefined ? notSent : formatEntity(id, name, { secondary: true }));
  const gps = event.GPS;
  const fix = gps
    ? [
        gps.valid ? t('fields.gpsValid') : t('fields.gpsInvalid'),
        `${gps.Lat ?? '?'}, ${gps.Lng ?? '?'}`,
        ...(gps.At !== undefined
          ? [
              `${formatInZone(gps.At, 'UTC')} UTC`,
              event.timeAt === gps.At
                ? t('fields.relative.same')
                : t(event.timeAt > gps.At ? 'fields.relative.before' : 'fields.relative.after', {
                    duration: formatDuration(Math.abs(event.timeAt - gps.At)),
                  }),
            ]
          : []),
      ].join(' · ')
    : notSent;
  const lines: [string, string][] = [
    [t('ticket.region'), `${input.regionLabel} (${input.regionId})`],
    [t('ticket.type'), event.action ? `${event.type} · ${event.action}` : event.type],
    [t('fields.eventId'), event.idText],
    [t('fields.timeUtc'), formatInZone(event.timeAt, 'UTC')],
    ...(zone === 'UTC'
      ? []
      : [[t('fields.timeIn', { zone }), formatInZone(event.timeAt, zone)] as [string, string]]),
    [t('fields.vehicle'), entity('vehicleId', event.vehicleId, names.vehicle)],
    [t('fields.device'), entity('deviceId', event.deviceId, names.device)],
    [t('fields.company'), entity('companyId', event.companyId, names.company)],
    [t('fields.location'), sent('location') ?? event.location ?? notSent],
    [t('fields.gps'), sent('GPS') ?? fix],
    [t('ticket.link'), input.appLink],
    [t('ticket.curl'), curlCommand(input.apiUrl, null)],
  ];
  return lines.map(([label, value]) => `${label}: ${value}`).join('\n');
}
