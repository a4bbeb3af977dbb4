import type { City, Place } from './cities.ts';
import type { LatLng } from './geo.ts';

/** The city's place nearest to a point: the locality an address there names. */
export function nearestPlace(city: City, point: LatLng): Place {
  let best = city.places[0] as Place;
  let bestScore = Infinity;
  // Degrees on a flat earth rank places a few km apart well enough.
  const lngScale = Math.cos((point.lat * Math.PI) / 180);
  for (const place of city.places) {
    const score = Math.hypot(place.lat - point.lat, (place.lng - point.lng) * lngScale);
    if (score < bestScore) {
      bestScore = score;
      best = place;
    }
  }
  return best;
}

/** "112 Parramatta Rd, Strathfield NSW" or "Av. Paulista 1500, Pinheiros, São Paulo". */
export function addressAt(city: City, point: LatLng, street: number, houseNumber: number): string {
  const name = city.streets[street % city.streets.length] ?? city.streets[0] ?? '';
  // Numbering starts again past the city's highest number, as it does from one suburb to the next.
  const number = ((Math.max(1, Math.round(houseNumber)) - 1) % city.maxNumber) + 1;
  const line = city.numberAfterStreet ? `${name} ${number}` : `${number} ${name}`;
  return `${line}, ${nearestPlace(city, point).label}`;
}
