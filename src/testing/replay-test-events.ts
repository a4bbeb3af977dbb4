/** Raw events (as the API sends them) for replay tests: one vehicle's fixes, minutes after a start. */
export const t0 = Date.UTC(2026, 10, 20, 8, 0);

let nextId = 1;

export function fixAt(
  minute: number,
  lng: number,
  lat: number,
  extra: { vehicleId?: number; tripId?: number; odometer?: number; valid?: boolean; type?: string } = {},
) {
  const { vehicleId = 7, tripId = 70, odometer, valid = true, type = 'position' } = extra;
  return {
    id: nextId++,
    type,
    action: 'UPDATE',
    timeAt: t0 + minute * 60_000,
    vehicleId,
    tripId,
    ...(odometer === undefined ? {} : { odometer }),
    GPS: valid ? { valid: true, Lat: lat, Lng: lng } : { valid: false, Lat: 0, Lng: 0 },
  };
}
