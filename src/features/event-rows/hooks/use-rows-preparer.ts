import { useCallback, useRef } from 'react';
import type { EventStore } from '../../event-data';
import type { RowView } from '../../event-url';
import { deriveRows } from '../derive-rows';
import { distinctIds, rowEntityKinds, type RowNames } from '../row-names';

/** What a render shows of a store: its view, and the names when the view reads them. */
export interface ShownView {
  view: RowView;
  names?: RowNames | undefined;
}

export interface RowsPreparer {
  /** Works out, for a store joined ahead of its render, what that render will show (in a task of its own). */
  prepare: (store: EventStore) => void;
  /** Told by each render what it shows (`useEventsRows`), so `prepare` makes what the next one reads. */
  showing: (shown: ShownView) => void;
}

/**
 * The rows stage's half of the data stage's `prepare` input: the data stage joins a store, and calls
 * `prepare` before handing it to a render; the rows of the latest view (and with `entityIds`, the ids the
 * names are asked for) are then remembered with the store, so the render finds them made.
 */
export function useRowsPreparer(first: RowView, { entityIds }: { entityIds: boolean }): RowsPreparer {
  const shows = useRef<ShownView>({ view: first });
  const prepare = useCallback(
    (next: EventStore) => {
      if (entityIds) for (const kind of rowEntityKinds) distinctIds(next, kind);
      deriveRows(next, shows.current.view, shows.current.names);
    },
    [entityIds],
  );
  const showing = useCallback((shown: ShownView) => {
    shows.current = shown;
  }, []);
  return { prepare, showing };
}
