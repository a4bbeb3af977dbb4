import { useMemo } from 'react';
import { useEntityNames, type EntityName } from '../entities';
import { replayIds, type ReplayTarget } from '../event-url';

const noIds: readonly number[] = [];

/**
 * The names of what a replay plays (its vehicles, or its trip), from the same registry the table's cells
 * read: a vehicle the table calls "Van 10" is "Van 10" in the legend too. Absent while unknown or unnamed.
 */
export function useReplayNames(target: ReplayTarget | null): ReadonlyMap<number, EntityName> {
  const kind = target?.kind === 'trip' ? 'trip' : 'vehicle';
  const ids = useMemo(() => (target ? replayIds(target) : noIds), [target]);
  return useEntityNames(kind, ids).names;
}
