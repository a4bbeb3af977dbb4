import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { forgetAtSessionEnd } from './session-reset';
import { colorOfType } from './type-colors';

type Colors = ReadonlyMap<string, string>;
const noColors: Colors = new Map();

/** The last shared colours, read by the pages of one event only: sharing re-renders those alone. */
interface ColorsStore {
  get: () => Colors;
  set: (colors: Colors) => void;
  subscribe: (listener: () => void) => () => void;
}

function createColorsStore(): ColorsStore {
  let shared = noColors;
  const listeners = new Set<() => void>();
  return {
    get: () => shared,
    set: (colors) => {
      if (colors === shared) return;
      shared = colors;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// Outside the provider (a component's test), sharing keeps nothing: no colours outlive a session here.
const noStore: ColorsStore = { get: () => noColors, set: () => undefined, subscribe: () => () => undefined };
const StoreContext = createContext<ColorsStore>(noStore);

/**
 * The type colours the last chart or map of many types gave, held by the app's providers: a page of one
 * event colours its type as the events map and histogram did just before. Types are the loaded data's,
 * so they are forgotten when a session ends. A store the provider never replaces, not a context value:
 * a new value at the app's root made React walk the whole page for readers (about 14 ms of the events
 * page's first search keystroke, when the histogram shared its colours; bench/NOTES.md).
 */
export function TypeColorsProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createColorsStore);
  useEffect(() => forgetAtSessionEnd(() => store.set(noColors)), [store]);
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

/** Offers a chart's or map's colours (after it renders) to the pages of one event. */
export function useShareTypeColors(colors: Colors): void {
  const store = useContext(StoreContext);
  useEffect(() => store.set(colors), [store, colors]);
}

/** One type's colour: as the last chart or map of many types gave it, else as that type alone. */
export function useTypeColor(type: string): string {
  const store = useContext(StoreContext);
  return colorOfType(type, useSyncExternalStore(store.subscribe, store.get));
}
