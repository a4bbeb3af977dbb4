import type { City, Place } from './cities.ts';
import { distanceKm, type LatLng } from './geo.ts';

/** The city's place nearest to a point: the locality an address there names. */
export function nearestPlace(city: City, point: LatLng): Place {
  let best = city.places[0] as Place;
  let bestKm = Infinity;
  for (const place of city.places) {
    // A flat-earth comparison is enough to rank places a few km apart; distanceKm is for reporting.
    const km = Math.hypot(
      place.lat - point.lat,
      (place.lng - point.lng) * Math.cos((point.lat * Math.PI) / 180),
    );
    if (km < bestKm) {
      bestKm = km;
      best = place;
    }
  }
  return best;
}

export function distanceToPlaceKm(place: Place, point: LatLng): number {
  return distanceKm(place, point);
}

/** "112 Parramatta Rd, Strathfield NSW" or "Av. Paulista 1500, Pinheiros, São Paulo". */
export function addressAt(city: City, point: LatLng, street: number, houseNumber: number): string {
  const name = city.streets[street % city.streets.length] ?? city.streets[0] ?? '';
  const number = Math.min(city.maxNumber, Math.max(1, Math.round(houseNumber)));
  const line = city.numberAfterStreet ? `${name} ${number}` : `${number} ${name}`;
  return `${line}, ${nearestPlace(city, point).label}`;
}
