import { useMemo } from 'react';
import { useEntityNames, type EntityNames } from '../entities';
import type { EventStore } from '../event-data';
import { distinctIds, type RowNames } from './row-names';

export interface RowNamesState {
  /** Every name known for each kind the rows carry; a new object (and map) when names arrive. */
  names: RowNames;
  /** Whether every id of the loaded rows has its answer (a name, none, or a failure). */
  settled: boolean;
}

/**
 * Names for the ids of the loaded rows, resolved in the background: the distinct ids of each kind (one
 * typed-array pass per store) are asked for in batches, and the rows show ids until the names arrive. A
 * failure is said once, by the page's notice.
 */
export function useRowNames(store: EventStore): RowNamesState {
  const vehicle = useKindNames(store, 'vehicle');
  const device = useKindNames(store, 'device');
  const company = useKindNames(store, 'company');
  const trip = useKindNames(store, 'trip');
  const names = useMemo(
    () => ({ vehicle: vehicle.names, device: device.names, company: company.names, trip: trip.names }),
    [vehicle.names, device.names, company.names, trip.names],
  );
  const settled = [vehicle, device, company, trip].every((kind) => kind.status !== 'loading');
  return { names, settled };
}

function useKindNames(store: EventStore, kind: keyof RowNames): EntityNames {
  const ids = useMemo(() => distinctIds(store, kind), [store, kind]);
  return useEntityNames(kind, ids);
}
