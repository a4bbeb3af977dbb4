import { useCallback, useMemo, useRef } from 'react';
import type { EventStore, Rows } from '../../event-data';
import { parseSelection, selectionParam, type EventKey } from '../../event-url';
import type { UrlParams } from '../../../lib/use-url-or-stored';

/** Told of each event selected (the replay follows it); the one that selected it may be told too. */
export type SelectionListener = (key: EventKey) => void;

/**
 * The selected event (`sel`) and its one writer: the table, the map and the replay all select through
 * this hook, and whoever must follow a selection (the replay's clock) listens here rather than to the URL,
 * so a selection never comes back as an echo of itself.
 */
export function useSelection(url: UrlParams, store: EventStore, rows: Rows) {
  const text = url.params.get('sel') ?? '';
  const selected = useMemo(() => parseSelection(new URLSearchParams({ sel: text })), [text]);
  const selectedIndex = useMemo(
    () => (selected ? store.indexIn(rows, selected.type, selected.id) : -1),
    [store, rows, selected],
  );
  const listeners = useRef(new Set<SelectionListener>());
  const { replaceParams } = url;
  const selectEvent = useCallback(
    (key: EventKey) => {
      replaceParams({ sel: selectionParam(key) });
      for (const listener of listeners.current) listener(key);
    },
    [replaceParams],
  );
  const selectGlobal = useCallback((g: number) => selectEvent(store.keyOf(g)), [selectEvent, store]);
  const selectRow = useCallback(
    (rowIndex: number) => {
      const g = rows[rowIndex];
      if (g !== undefined) selectGlobal(g);
    },
    [rows, selectGlobal],
  );
  /** Listens to every selection from now on; returns the way to stop. */
  const listen = useCallback((listener: SelectionListener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  return { selected, selectedIndex, selectEvent, selectGlobal, selectRow, listen };
}
