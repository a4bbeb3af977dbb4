/** The Earth's mean radius (IUGG), km. */
export const earthRadiusKm = 6371.0088;
const radians = Math.PI / 180;

/**
 * Great-circle distance in km (haversine) on a sphere of `radiusKm`: exact enough for the few km between
 * two fixes. Plain numbers, not points, so a loop over a day's fixes makes no objects.
 */
export function distanceKm(
  lng1: number,
  lat1: number,
  lng2: number,
  lat2: number,
  radiusKm = earthRadiusKm,
): number {
  const dLat = (lat2 - lat1) * radians;
  const dLng = (lng2 - lng1) * radians;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * radians) * Math.cos(lat2 * radians) * Math.sin(dLng / 2) ** 2;
  return 2 * radiusKm * Math.asin(Math.min(1, Math.sqrt(a)));
}
