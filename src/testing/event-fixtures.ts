import { http, HttpResponse } from 'msw';
import type { RegionConfig } from '../config/schema';

/** Two ignition events per UTC date: at 06:00 and 18:00, ids derived from the date. */
export function eventsOfDate(date: string, type = 'ignition') {
  const base = Number(date.replaceAll('-', '')) * 10;
  return [6, 18].map((hour, index) => ({
    id: base + index,
    type,
    action: index === 0 ? 'ON' : 'OFF',
    timeAt: Date.parse(`${date}T${String(hour).padStart(2, '0')}:00:00Z`),
    vehicleId: 100 + index,
    deviceId: 200 + index,
    tripId: 300,
    companyId: 1,
    location: index === 0 ? 'George St, Sydney' : 'Pitt St, Sydney',
    odometer: 1000 + index,
    GPS: { valid: true, Lat: -33.86, Lng: 151.2, At: Date.parse(`${date}T06:00:00Z`) },
    attributes: { seq: String(index) },
  }));
}

/** Serves /v1/events[/type] per `from` date; `override` may answer a date differently. */
export function eventsHandler(
  region: RegionConfig,
  override: (date: string) => Response | undefined = () => undefined,
  log: string[] = [],
) {
  return http.get(`${region.apiBaseUrl}/v1/events*`, ({ request }) => {
    const url = new URL(request.url);
    const from = url.searchParams.get('from') ?? '';
    log.push(`${url.pathname}?${url.searchParams.toString()}`);
    return override(from) ?? HttpResponse.json(eventsOfDate(from, url.pathname.split('/')[4] ?? 'ignition'));
  });
}
