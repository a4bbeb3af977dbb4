import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { afterNextPaint } from '../../lib/after-next-paint';
import { useSearchParams, type NavigateOptions } from 'react-router';
import type { EventFilters } from './event-filters';
import {
  parseCompare,
  withCompare,
  withPeriod,
  type CompareAsk,
  type CompareUrl,
  type PeriodChoice,
} from './url-compare';
import { parseFilters, serializeFilters } from './url-filters';
import { onlyOwnedBy, withFilterParams } from './url-params';
import { parseReplay, withReplay, type ReplayTarget, type ReplayUrl } from './url-replay';
import { isViewParam, parseLive, parseView, patchedView, type ViewPatch } from './url-view';
import { shareTarget, shareUnchanged, useKeptParts } from './parts-sharing';

export type FiltersChange = EventFilters | ((current: EventFilters) => EventFilters);

/**
 * The page's URL and the one queue every write to it goes through. Filters, the table's view, live follow
 * and the replay are parsed here, each from its own parameters, so changing one leaves the others (and
 * everything worked out from them) as they are. The selection (`sel`, see `useSelection`), columns and view
 * mode (`cols`, `mode`, see `useUrlOrStored`) are read and written by their owners through `replaceParam`.
 */
export function useEventsUrl() {
  const [params, setParams] = useSearchParams();
  const filterParamsText = onlyOwnedBy(params, ['filters']).toString();
  const { filters, problems } = useMemo(
    () => parseFilters(new URLSearchParams(filterParamsText)),
    [filterParamsText],
  );
  const viewParamsText = new URLSearchParams([...params].filter(([name]) => isViewParam(name))).toString();
  const view = useKeptParts(
    useMemo(() => parseView(new URLSearchParams(viewParamsText)), [viewParamsText]),
    shareUnchanged,
  );
  const live = parseLive(params);
  const replayText = params.get('replay') ?? '';
  const replayAtText = params.get('replayAt') ?? '';
  const replay = useKeptParts(
    useMemo(
      () => parseReplay(new URLSearchParams({ replay: replayText, replayAt: replayAtText })),
      [replayText, replayAtText],
    ),
    shareTarget,
  );
  const compareText = params.get('compare') ?? '';
  const vsText = params.get('vs') ?? '';
  const compare = useMemo(
    () => parseCompare(new URLSearchParams({ compare: compareText, vs: vsText })),
    [compareText, vsText],
  );

  // The callbacks below keep their identity for the page's lifetime (the router's setter changes with every
  // URL), so the memoised parts of the page that take them do not re-render on a sort or a keystroke.
  const latestSetParams = useRef(setParams);
  // The router's functional update hands over the URL of the last render, so two writes before the next
  // render (a click on "Table and map", then an arrow key; a replay started as the selection lands) would
  // each start from it and the later would undo the earlier. Writes start from the last one written
  // instead, until the URL shows it; a URL that none of them wrote (back, forward, a link) starts afresh.
  const rendered = useRef(params);
  const inFlight = useRef<string[]>([]);
  // A view change waiting for the next paint (`patchViewAfterPaint`): its navigation, to cancel.
  const waiting = useRef<(() => void) | null>(null);
  useEffect(() => () => waiting.current?.(), []);
  useLayoutEffect(() => {
    latestSetParams.current = setParams;
    // The last write the URL shows has landed, and so has every one before it (two writes may give the
    // same URL: the later counts). A URL that none of them gave came from elsewhere.
    const landed = inFlight.current.lastIndexOf(params.toString());
    if (landed >= 0) inFlight.current = inFlight.current.slice(landed + 1);
    else if (params !== rendered.current) {
      // A URL from elsewhere (back, a link): a change still waiting would undo it.
      inFlight.current = [];
      waiting.current?.();
      waiting.current = null;
    }
    rendered.current = params;
  });
  const queueWrite = useCallback(
    (
      update: (current: URLSearchParams) => URLSearchParams,
      afterPaint: boolean,
      options?: NavigateOptions,
    ) => {
      const base = inFlight.current.at(-1) ?? rendered.current.toString();
      const next = update(new URLSearchParams(base));
      inFlight.current.push(next.toString());
      // Each write starts from the last one queued, so the newest carries every change still waiting.
      waiting.current?.();
      waiting.current = null;
      if (!afterPaint) return latestSetParams.current(next, options);
      waiting.current = afterNextPaint(() => {
        waiting.current = null;
        latestSetParams.current(next, options);
      });
    },
    [],
  );
  const write = useCallback(
    (update: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) =>
      queueWrite(update, false, options),
    [queueWrite],
  );
  /**
   * New filters, or a change to the filters as last written (two quick clicks on "later window" make two
   * shifts, not one made twice from the same rendered window). Every other parameter the page keeps
   * (`url-params.ts`) stays as it was.
   */
  const setFilters = useCallback(
    (change: FiltersChange) =>
      write((current) => {
        const next =
          typeof change === 'function'
            ? change(parseFilters(onlyOwnedBy(current, ['filters'])).filters)
            : change;
        return withFilterParams(current, serializeFilters(next));
      }),
    [write],
  );
  // A sort, search or facet is rendered at once, not as a transition: a transition's render is sliced
  // across frames, and a typed search must show what was typed. A patch given as a function is worked out
  // from the view as last written (two quick clicks toggle twice).
  const patchView = useCallback(
    (patch: ViewPatch) =>
      queueWrite((current) => patchedView(current, patch), false, { replace: true, flushSync: true }),
    [queueWrite],
  );
  /**
   * The same, rendered right after the next paint: the control that asked shows its own change first (a
   * pressed chip, an arrow, a letter: its own state), and the page with the rows follows in a task of its
   * own, so the input's frame does not wait for them. Several before that paint make one navigation.
   */
  const patchViewAfterPaint = useCallback(
    (patch: ViewPatch) =>
      queueWrite((current) => patchedView(current, patch), true, { replace: true, flushSync: true }),
    [queueWrite],
  );
  /**
   * Parameters set (or with null removed) in one write, replacing the history entry; each has one owner
   * calling this. One write for several: a write per parameter made a navigation each.
   */
  const replaceParams = useCallback(
    (values: Readonly<Record<string, string | null>>, options?: NavigateOptions) => {
      write(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(values)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true, ...options },
      );
    },
    [write],
  );
  const setReplay = useCallback(
    (target: ReplayTarget | null, at?: number) =>
      write((current) => withReplay(current, target, at), { replace: true }),
    [write],
  );
  const setReplayAt = useCallback(
    (at: number) =>
      write(
        (current) => {
          if (!current.get('replay')) return current;
          const next = new URLSearchParams(current);
          next.set('replayAt', String(Math.round(at)));
          return next;
        },
        { replace: true },
      ),
    [write],
  );
  const setCompare = useCallback(
    (ask: CompareAsk | null) => write((current) => withCompare(current, ask)),
    [write],
  );
  const setPeriod = useCallback(
    (vs: PeriodChoice | null) => write((current) => withPeriod(current, vs), { replace: true }),
    [write],
  );
  const replayUrl = useMemo<ReplayUrl>(
    () => ({ state: replay, set: setReplay, setAt: setReplayAt }),
    [replay, setReplay, setReplayAt],
  );
  const compareUrl = useMemo<CompareUrl>(
    () => ({ state: compare, open: setCompare, setPeriod }),
    [compare, setCompare, setPeriod],
  );
  return {
    params,
    filters,
    problems,
    view,
    live,
    setFilters,
    patchView,
    patchViewAfterPaint,
    replaceParams,
    replay: replayUrl,
    compare: compareUrl,
  };
}

export type EventsUrl = ReturnType<typeof useEventsUrl>;
