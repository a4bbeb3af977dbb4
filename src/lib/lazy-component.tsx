import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

export type LazyModule<P> = { default: ComponentType<P> };

// Only the loads under way: each leaves the set when it settles.
const underWay = new Set<Promise<unknown>>();

/**
 * Counts a load of code as under way until it settles (a lazy page's chunk, as `lazyComponent` counts its
 * own), so `lazyLoadsSettled` waits for it too.
 */
export function trackLoad<T>(load: Promise<T>): Promise<T> {
  underWay.add(load);
  void load.catch(() => undefined).finally(() => underWay.delete(load));
  return load;
}

/**
 * For tests: settles once every part's code that has started loading has arrived (or failed). A test that
 * ends while a part it rendered (the map beside the table) still loads would leave the import to the next
 * test file, which in a shared module graph then finds the module half loaded in a torn-down environment.
 */
export async function lazyLoadsSettled(): Promise<void> {
  while (underWay.size > 0) await Promise.allSettled([...underWay]);
}

interface LazyOptions {
  /** Shown in its place when its code cannot be loaded; `retry` loads it again. */
  failed?: (retry: () => void) => ReactNode;
}

/**
 * A component whose module loads on its first render, shown by a state update when it arrives, not by
 * React.lazy: React reveals a lazy component that suspended no sooner than 300 ms after its fallback
 * appeared (its Suspense throttle), so a map chunk that arrived in 100 ms still waited 300. Until then
 * it shows `fallback`. A module that fails to load (offline, a deploy replaced it) shows `failed` with a
 * way to try again, where given; else it is thrown to the nearest error boundary, as a lazy component's
 * would be (which replaces the whole page: the app's parts are made by `lazyPart`, which gives `failed`).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<LazyModule<P>>,
  { failed }: LazyOptions = {},
): ComponentType<P & { fallback: ReactNode }> & { preload: () => void } {
  let loaded: LazyModule<P> | null = null;
  let loading: Promise<LazyModule<P>> | null = null;
  const start = () => {
    if (loading) return loading;
    const started = load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // The next render may try again (a chunk that failed on a flaky network).
        loading = null;
        throw error;
      },
    );
    return (loading = trackLoad(started));
  };

  function LazyComponent({ fallback, ...props }: P & { fallback: ReactNode }) {
    const [state, setState] = useState<{ module: LazyModule<P> | null; error?: unknown }>(() => ({
      module: loaded,
    }));
    const [attempt, setAttempt] = useState(0);
    useEffect(() => {
      if (state.module) return;
      let live = true;
      start().then(
        (module) => live && setState({ module }),
        (error: unknown) => live && setState({ module: null, error }),
      );
      return () => {
        live = false;
      };
    }, [state.module, attempt]);
    if (state.error !== undefined) {
      if (!failed) throw state.error;
      const retry = () => {
        setState({ module: loaded });
        setAttempt((n) => n + 1);
      };
      return <>{failed(retry)}</>;
    }
    if (!state.module) return <>{fallback}</>;
    const Component = state.module.default;
    return <Component {...(props as P)} />;
  }
  /** Starts loading ahead of the first render (a pointer over its button); a failure waits for that render. */
  const preload = () => {
    if (!loaded) start().catch(() => undefined);
  };
  return Object.assign(LazyComponent, { preload });
}
