import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RegionConfig } from '../../../config/schema';
import { SlotLimiter } from '../../../lib/slot-limiter';
import { onRegionSessionEnd } from '../../auth';
import type { FleetEvent } from '../../event-data';
import { lookInRegion, type LookupRequest, type RegionOutcome } from './look-in-region';
import type { SearchStep } from './search-outward';

/** Regions searched at once: each has its own limiter too, so this bounds the requests of the page. */
export const regionsAtOnce = 2;

/** Where one region's search is; `span` is the API dates looked at so far. */
export type RegionState =
  | { kind: 'waiting' }
  | { kind: 'searching'; done: number; total: number; span: SearchStep | null }
  | { kind: 'found'; event: FleetEvent }
  | { kind: 'notFound'; span: SearchStep }
  | { kind: 'notSignedIn' }
  | { kind: 'failed'; error: unknown; span: SearchStep | null }
  | { kind: 'stopped'; span: SearchStep | null };

interface Run {
  request: LookupRequest;
  regions: readonly RegionConfig[];
  /** Stop the other regions at the first hit (until the user asks to go on). */
  untilFirst: boolean;
  controllers: Map<string, AbortController>;
  limiter: SlotLimiter;
}

function stateOf(outcome: RegionOutcome): RegionState {
  switch (outcome.kind) {
    case 'found':
      return { kind: 'found', event: outcome.value };
    case 'notFound':
      return { kind: 'notFound', span: outcome.searched };
    case 'failed':
      return { kind: 'failed', error: outcome.error, span: outcome.searched };
    case 'stopped':
      return { kind: 'stopped', span: outcome.searched };
    case 'notSignedIn':
      return outcome;
  }
}

/**
 * The lookup in several regions: at most two at a time, each with its own session, key and limiter, in
 * the order given (the page's region first). The first hit stops the others unless asked to go on; a
 * region whose session ends meanwhile stops. Everything lives in the page: nothing outlives it.
 */
export function useRegionsLookup() {
  const queryClient = useQueryClient();
  const [states, setStates] = useState<Readonly<Record<string, RegionState>>>({});
  const current = useRef<Run | null>(null);

  const searchIn = useCallback(
    (run: Run, targets: readonly RegionConfig[]) => {
      const set = (regionId: string, controller: AbortController, state: RegionState) => {
        if (current.current === run && run.controllers.get(regionId) === controller)
          setStates((before) => ({ ...before, [regionId]: state }));
      };
      for (const region of targets) {
        run.controllers.get(region.id)?.abort();
        const controller = new AbortController();
        run.controllers.set(region.id, controller);
        set(region.id, controller, { kind: 'waiting' });
        const unwatch = onRegionSessionEnd(region.id, () => controller.abort());
        const { signal } = controller;
        void run.limiter
          .run(signal, () =>
            lookInRegion(region, run.request, queryClient, signal, (done, total, span) => {
              if (!signal.aborted) set(region.id, controller, { kind: 'searching', done, total, span });
            }),
          )
          .then(
            (outcome) => {
              set(region.id, controller, stateOf(outcome));
              if (outcome.kind !== 'found' || !run.untilFirst) return;
              for (const [other, each] of run.controllers) if (other !== region.id) each.abort();
            },
            (error: unknown) =>
              // Stopped before its turn came (the limiter refuses it), or its session could not be had.
              set(
                region.id,
                controller,
                signal.aborted ? { kind: 'stopped', span: null } : { kind: 'failed', error, span: null },
              ),
          )
          .finally(unwatch);
      }
    },
    [queryClient],
  );

  const start = useCallback(
    (request: LookupRequest, regions: readonly RegionConfig[]) => {
      current.current?.controllers.forEach((controller) => controller.abort());
      const run: Run = {
        request,
        regions,
        untilFirst: true,
        controllers: new Map(),
        limiter: new SlotLimiter(regionsAtOnce),
      };
      current.current = run;
      setStates({});
      searchIn(run, regions);
    },
    [searchIn],
  );

  const stop = useCallback(
    () => current.current?.controllers.forEach((controller) => controller.abort()),
    [],
  );

  /** Searches again in the regions that were stopped (by a hit elsewhere or by Stop), to the end. */
  const goOn = useCallback(() => {
    const run = current.current;
    if (!run) return;
    run.untilFirst = false;
    searchIn(
      run,
      run.regions.filter((region) => states[region.id]?.kind === 'stopped'),
    );
  }, [searchIn, states]);

  const retry = useCallback(
    (region: RegionConfig) => {
      if (current.current) searchIn(current.current, [region]);
    },
    [searchIn],
  );

  useEffect(() => () => current.current?.controllers.forEach((controller) => controller.abort()), []);

  return { states, start, stop, goOn, retry };
}
