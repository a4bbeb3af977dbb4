/**
 * A rectangle on the map, in degrees: the "who was here" area. `west` above `east` is an area across the
 * antimeridian (from 170 to -170 is 20 degrees wide, not 340).
 */
export interface GeoArea {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** What `area=` said: the area, or the text that could not be read (said to the user, never dropped). */
export interface AreaState {
  area: GeoArea | null;
  unreadable: string | null;
}

const noArea: AreaState = { area: null, unreadable: null };

/** Six decimals: about 10 cm, and a URL that stays short. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * `area=<south>,<west>,<north>,<east>` in decimal degrees, as a person may also type it (commas or spaces
 * between). Latitudes within ±90 with south below north, longitudes within ±180.
 */
export function parseArea(text: string | null): AreaState {
  if (text === null || text.trim() === '') return noArea;
  const parts = text.trim().split(/\s*[,;\s]\s*/);
  const numbers = parts.map((part) => (/^[-+]?(\d+\.?\d*|\.\d+)$/.test(part) ? Number(part) : NaN));
  const [south, west, north, east] = numbers as [number, number, number, number];
  const valid =
    numbers.length === 4 &&
    numbers.every(Number.isFinite) &&
    south >= -90 &&
    north <= 90 &&
    south < north &&
    Math.abs(west) <= 180 &&
    Math.abs(east) <= 180 &&
    west !== east;
  if (!valid) return { area: null, unreadable: text.slice(0, 80) };
  return {
    area: { south: round(south), west: round(west), north: round(north), east: round(east) },
    unreadable: null,
  };
}

export const areaParam = (area: GeoArea) =>
  [area.south, area.west, area.north, area.east].map(round).join(',');

/** The area from two corners (a rectangle drawn either way), or null when it has no size. */
export function areaBetween(a: [number, number], b: [number, number]): GeoArea | null {
  const [lng1, lat1] = a;
  const [lng2, lat2] = b;
  const area = {
    south: round(Math.max(-90, Math.min(lat1, lat2))),
    north: round(Math.min(90, Math.max(lat1, lat2))),
    west: round(Math.max(-180, Math.min(lng1, lng2))),
    east: round(Math.min(180, Math.max(lng1, lng2))),
  };
  return area.south < area.north && area.west < area.east ? area : null;
}
