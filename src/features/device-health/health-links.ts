import { localDateTimeOf } from '../../lib/time-zones';
import { defaultFilters, pageHref, type EventFilters, type EventKey } from '../event-url';
import type { HealthUnit } from './health-types';

export interface FindingLink {
  regionId: string;
  unit: HealthUnit;
  entityId: number;
  /** The event to select, and its time: the window is `hours` either side of it. */
  event: EventKey;
  at: number;
  hours: number;
  /** The zone the page's times are in, and its choice as the URL writes it. */
  zone: string;
  tz: string;
}

/** The events page, every type, narrowed to the device (or vehicle), around the event, with it selected. */
export function findingHref({ regionId, unit, entityId, event, at, hours, zone, tz }: FindingLink): string {
  const span = Math.ceil(hours * 60) * 60_000;
  const filters: EventFilters = {
    ...defaultFilters,
    types: [],
    range: {
      kind: 'custom',
      from: localDateTimeOf(at - span, zone),
      to: localDateTimeOf(at + span + 60_000, zone),
    },
    constraints: {
      ...defaultFilters.constraints,
      [unit === 'device' ? 'deviceIds' : 'vehicleIds']: [entityId],
    },
    tz,
  };
  return pageHref('events', regionId, { filters, selection: event });
}
