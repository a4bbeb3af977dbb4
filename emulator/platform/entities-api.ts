import type { DayStore } from '../fleet-data/day-store.ts';
import { buildRegionNames, type RegionNames } from '../names/name-catalog.ts';
import { findTrips } from '../names/trip-names.ts';
import type { EmulatedRegion } from '../region-list.ts';
import { parseIds } from './date-range.ts';
import { HttpError } from './http.ts';
import type { KeyOwner } from './keys.ts';

/** The most ids one list request may ask for. */
export const maxIdsPerRequest = 500;

const collections = {
  vehicles: 'vehicle',
  devices: 'device',
  companies: 'company',
  fleets: 'fleet',
  trips: 'trip',
} as const;
type Collection = keyof typeof collections;

const entityPath = /^\/v1\/(vehicles|devices|companies|fleets|trips)(?:\/([^/]+))?$/;

interface Scoped {
  id: number;
  /** Every entity but a company belongs to one. */
  companyId?: number;
}

export type EntityHandler = (owner: KeyOwner, params: URLSearchParams, now: number) => unknown;

/**
 * GET /v1/{vehicles,devices,companies,fleets,trips}/{id} (one object) and ?ids=1,2,3 (a list) with names
 * for the ids the events carry. A key sees its own company's entities only, as in the events API: one of
 * another company is a 403, an unknown id a 404; a list leaves both out.
 */
export function createEntitiesApi(region: EmulatedRegion, store: DayStore, seed: string) {
  let names: RegionNames | undefined;
  const catalog = () => (names ??= buildRegionNames(region, store, seed));

  const ownedBy = (collection: Collection, entity: Scoped, owner: KeyOwner) =>
    (collection === 'companies' ? entity.id : entity.companyId) === owner.companyId;

  function sourceOf(collection: Exclude<Collection, 'trips'>): Map<number, Scoped> {
    const all = catalog();
    return { vehicles: all.vehicles, devices: all.devices, companies: all.companies, fleets: all.fleets }[
      collection
    ];
  }

  /** The collection's entities among `ids`, of any company; trips are found from the events of their day. */
  function lookup(collection: Collection, ids: readonly number[], now: number): Map<number, Scoped> {
    if (collection === 'trips') return findTrips(region, store, catalog(), ids, now);
    const source = sourceOf(collection);
    const found = new Map<number, Scoped>();
    for (const id of ids) {
      const entity = source.get(id);
      if (entity) found.set(id, entity);
    }
    return found;
  }

  function allOf(collection: Exclude<Collection, 'trips'>, owner: KeyOwner): Scoped[] {
    return [...sourceOf(collection).values()]
      .filter((entity) => ownedBy(collection, entity, owner))
      .sort((a, b) => a.id - b.id);
  }

  function one(collection: Collection, idText: string, owner: KeyOwner, now: number): Scoped {
    const kind = collections[collection];
    if (!/^\d{1,15}$/.test(idText))
      throw new HttpError(400, `The ${kind} id must be a whole number; got "${idText}".`);
    const id = Number(idText);
    const entity = lookup(collection, [id], now).get(id);
    if (!entity) throw new HttpError(404, `No ${kind} ${id}.`);
    if (!ownedBy(collection, entity, owner)) throw new HttpError(403, `This key cannot see ${kind} ${id}.`);
    return entity;
  }

  function list(collection: Collection, params: URLSearchParams, owner: KeyOwner, now: number): Scoped[] {
    const ids = parseIds('ids', params.get('ids'));
    if (!ids) {
      if (collection === 'trips')
        throw new HttpError(400, 'Trips are listed by id only: send "ids" (comma-separated whole numbers).');
      return allOf(collection, owner);
    }
    if (ids.size > maxIdsPerRequest)
      throw new HttpError(400, `At most ${maxIdsPerRequest} ids per request; got ${ids.size}.`);
    const found = lookup(collection, [...ids], now);
    return [...ids].flatMap((id) => {
      const entity = found.get(id);
      return entity && ownedBy(collection, entity, owner) ? [entity] : [];
    });
  }

  return {
    /** The handler for an entity path, or null when the path is not one. */
    match(path: string): EntityHandler | null {
      const found = entityPath.exec(path);
      if (!found) return null;
      const collection = found[1] as Collection;
      const idText = found[2];
      return (owner, params, now) =>
        idText === undefined
          ? list(collection, params, owner, now)
          : one(collection, decodeURIComponent(idText), owner, now);
    },
  };
}
