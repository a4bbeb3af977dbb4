import { useQueries } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useRegionApi, useSignedIn } from '../../auth';
import type { DayRequest } from '../api/event-query-keys';
import { eventsDayQueryOptions } from '../api/get-events-day';
import type { FleetEvent } from '../reader/event-object';
import { eventsParser } from '../reader/parser-client';
import type { EventStore } from '../store/event-store';
import { createStoreMerger } from '../store/store-merger';
import { useApiDateZone } from '../window/use-events-range';
import type { DayRequestRange } from '../api/api-dates';
import { defaultFilters, type ConstraintKey } from '../../event-url';
import { neighbourDates, neighbourDaysEachWay } from './neighbour-dates';
import {
  arrivedBlock,
  candidatesOf,
  enabledDates,
  planSide,
  type Block,
  type DateState,
  type SideStatus,
} from './plan-neighbours';
import { selectNeighbours } from './select-neighbours';

export const neighbourKinds = ['vehicle', 'device', 'trip'] as const;
/** Which entity the neighbours share with the event. */
export type NeighbourKind = (typeof neighbourKinds)[number];

const constraintOf: Record<NeighbourKind, ConstraintKey> = {
  vehicle: 'vehicleIds',
  device: 'deviceIds',
  trip: 'tripIds',
};
const idField = { vehicle: 'vehicleId', device: 'deviceId', trip: 'tripId' } as const;

/** The event's id of that entity, if it has one. */
export const entityIdOf = (event: FleetEvent, kind: NeighbourKind): number | undefined =>
  event[idField[kind]];

/** How many more events each "more" shows, and how many each side starts with. */
export const neighboursPerStep = 10;

export type NeighbourSide = 'newer' | 'older';

export interface Neighbours {
  /** The entity's id; undefined when the event has none (then nothing is asked for). */
  entityId: number | undefined;
  /** Later events, nearest first; earlier events, nearest first. */
  newer: FleetEvent[];
  older: FleetEvent[];
  /** The dates that must hold the event have arrived: the lists mean something. */
  ready: boolean;
  /** One of those dates failed. */
  coreError: { date: string; error: Error } | null;
  newerStatus: SideStatus;
  olderStatus: SideStatus;
  /** Shows `neighboursPerStep` more on that side, asking for further dates when needed. */
  loadMore: (side: NeighbourSide) => void;
  /** Asks again for every date that failed. */
  retry: () => void;
  daysEachWay: number;
}

/** The events of the dates that arrived, one store, the same one while the same days are in. */
function useArrivedStore(
  regionId: string,
  block: Block | null,
  candidates: readonly DayRequestRange[],
  states: readonly DateState[],
): EventStore | null {
  const merge = useMemo(() => createStoreMerger(eventsParser(regionId).dictionary), [regionId]);
  const ranges = (block?.indices ?? []).map((i) => candidates[i] as DayRequestRange);
  const from = Math.min(...ranges.map((range) => range.covers.from));
  const to = Math.max(...ranges.map((range) => range.covers.to));
  const window = useMemo(() => ({ from, to }), [from, to]);
  if (!block?.coreReady) return null;
  // Joined as each date arrives (no pace): a few dates, and the nearest are wanted first.
  return merge(
    block.indices.map((i) => states[i]?.data),
    ranges,
    window,
  ).store;
}

const waiting: SideStatus = { kind: 'loading', date: '' };
const nothing: SideStatus = { kind: 'end', upToNow: false };

/**
 * The events just before and after `event` of the same vehicle, device or trip: the day queries of the
 * events table (all types, one entity, one API date each, so they share its cache), from the event's date
 * outward one date at a time while a side has fewer than it shows, within 7 days each way.
 */
export function useNeighbours(event: FleetEvent, kind: NeighbourKind): Neighbours {
  const { region } = useSignedIn();
  const api = useRegionApi();
  const apiZone = useApiDateZone();
  const [now] = useState(() => Date.now());
  const entityId = entityIdOf(event, kind);
  const dates = useMemo(
    () => (entityId === undefined ? null : neighbourDates(event.timeAt, apiZone, region.dialect, now)),
    [entityId, event.timeAt, apiZone, region.dialect, now],
  );
  const candidates = useMemo(() => (dates ? candidatesOf(dates) : []), [dates]);

  // "More" counts belong to one event and entity: opening a neighbour starts again at 10 each way.
  const anchor = `${kind}/${event.type}/${event.idText}`;
  const [wanted, setWanted] = useState({ anchor, newer: neighboursPerStep, older: neighboursPerStep });
  const counts =
    wanted.anchor === anchor ? wanted : { anchor, newer: neighboursPerStep, older: neighboursPerStep };

  const optionsOf = (range: DayRequestRange, enabled: boolean) => {
    const request: DayRequest = {
      types: [],
      constraints: { ...defaultFilters.constraints, [constraintOf[kind]]: [entityId] },
      date: range.date,
      from: range.from,
      to: range.to,
      timeUnit: region.dialect.timeUnit,
    };
    return { ...eventsDayQueryOptions(api.get, region, api.keyId, request, range.past), enabled };
  };
  // Watches every date it might need without asking for any: which to ask for depends on what arrived.
  const seen = useQueries({ queries: candidates.map((range) => optionsOf(range, false)) });
  const states: DateState[] = seen.map((result) => ({ data: result.data, error: result.error }));
  const block = dates ? arrivedBlock(dates, states) : null;

  const store = useArrivedStore(region.id, block, candidates, states);
  const { type, idText, id, timeAt } = event;
  const selection = useMemo(
    () =>
      store
        ? selectNeighbours(store, { type, idText, id, timeAt }, { newer: counts.newer, older: counts.older })
        : null,
    [store, type, idText, id, timeAt, counts.newer, counts.older],
  );
  const shown = useMemo(
    () =>
      store && selection
        ? {
            newer: selection.newer.map((g) => store.event(g)),
            older: selection.older.map((g) => store.event(g)),
          }
        : { newer: [], older: [] },
    [store, selection],
  );

  const coreCount = dates?.core.length ?? 0;
  const olderCount = dates?.older.length ?? 0;
  const older =
    dates && block && selection
      ? planSide(
          selection.olderAvailable,
          counts.older,
          dates.older,
          states.slice(coreCount, coreCount + olderCount),
          block.olderArrived,
          false,
        )
      : { status: dates ? waiting : nothing, fetch: 0 };
  const newer =
    dates && block && selection
      ? planSide(
          selection.newerAvailable,
          counts.newer,
          dates.newer,
          states.slice(coreCount + olderCount),
          block.newerArrived,
          dates.newerUpToNow,
        )
      : { status: dates ? waiting : nothing, fetch: 0 };
  const enabled = dates ? enabledDates(dates, older.fetch, newer.fetch) : [];
  const live = useQueries({
    queries: candidates.map((range, i) => optionsOf(range, enabled[i] === true)),
  });

  return {
    entityId,
    newer: shown.newer,
    older: shown.older,
    ready: store !== null,
    coreError: block?.coreError ?? null,
    newerStatus: newer.status,
    olderStatus: older.status,
    loadMore: (side) => setWanted({ ...counts, [side]: counts[side] + neighboursPerStep }),
    retry: () => live.forEach((result) => void (result.isError && result.refetch())),
    daysEachWay: neighbourDaysEachWay,
  };
}
