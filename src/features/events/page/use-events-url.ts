import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';
import type { EventFilters, RowView } from '../../event-url';
import {
  parseFilters,
  serializeFilters,
  layoutParam,
  parseLayout,
  parseMode,
  parseSelection,
  selectionParam,
  type ColumnLayout,
  type EventKey,
  type ViewMode,
  parseReplay,
  withReplay,
  type ReplayTarget,
  isViewParam,
  parseLive,
  parseView,
  withoutView,
  writeView,
} from '../../event-url';

/**
 * Filters, the table's view, the selected event, and (in a shared link) columns and view mode live in
 * the URL: back, reload and shared links reproduce the view exactly. Each part is parsed from its own
 * parameters, so changing one leaves the others (and everything worked out from them) as they are.
 */
export type FiltersChange = EventFilters | ((current: EventFilters) => EventFilters);

export function useEventsUrl() {
  const [params, setParams] = useSearchParams();
  const filterKey = withoutView(params).toString();
  const { filters, problems } = useMemo(() => parseFilters(new URLSearchParams(filterKey)), [filterKey]);
  const viewKey = new URLSearchParams([...params].filter(([name]) => isViewParam(name))).toString();
  const view = useMemo(() => parseView(new URLSearchParams(viewKey)), [viewKey]);
  const selectionText = params.get('sel') ?? '';
  const selected = useMemo(
    () => parseSelection(new URLSearchParams({ sel: selectionText })),
    [selectionText],
  );
  const colsText = params.get('cols') ?? '';
  const layout = useMemo(() => parseLayout(new URLSearchParams({ cols: colsText })), [colsText]);
  const mode = parseMode(params);
  const live = parseLive(params);
  const replayText = params.get('replay') ?? '';
  const replayAtText = params.get('replayAt') ?? '';
  const replay = useMemo(
    () => parseReplay(new URLSearchParams({ replay: replayText, replayAt: replayAtText })),
    [replayText, replayAtText],
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
  useLayoutEffect(() => {
    latestSetParams.current = setParams;
    // The last write the URL shows has landed, and so has every one before it (two writes may give the
    // same URL: the later counts). A URL that none of them gave came from elsewhere.
    const landed = inFlight.current.lastIndexOf(params.toString());
    if (landed >= 0) inFlight.current = inFlight.current.slice(landed + 1);
    else if (params !== rendered.current) inFlight.current = [];
    rendered.current = params;
  });
  const write = useCallback(
    (update: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const base = inFlight.current.at(-1) ?? rendered.current.toString();
      const next = update(new URLSearchParams(base));
      inFlight.current.push(next.toString());
      latestSetParams.current(next, options);
    },
    [],
  );
  /**
   * New filters, or a change to the filters as last written (two quick clicks on "later window" make two
   * shifts, not one made twice from the same rendered window).
   */
  const setFilters = useCallback(
    (change: FiltersChange) =>
      write((current) => {
        const next =
          typeof change === 'function' ? change(parseFilters(withoutView(current)).filters) : change;
        const written = writeView(serializeFilters(next), parseView(current));
        for (const name of ['sel', 'cols', 'mode', 'live', 'replay', 'replayAt']) {
          const value = current.get(name);
          if (value) written.set(name, value);
        }
        return written;
      }),
    [write],
  );
  // A sort, search or facet is rendered at once, not as a transition: a transition's render is sliced
  // across frames, and a typed search must show what was typed.
  const patchView = useCallback(
    (patch: Partial<RowView>) =>
      write((current) => writeView(current, { ...parseView(current), ...patch }), {
        replace: true,
        flushSync: true,
      }),
    [write],
  );
  const replaceParam = useCallback(
    (name: string, value: string | null) => {
      write(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      );
    },
    [write],
  );
  const select = useCallback(
    (key: EventKey | null) => replaceParam('sel', key ? selectionParam(key) : null),
    [replaceParam],
  );
  const setLive = useCallback((on: boolean) => replaceParam('live', on ? '1' : null), [replaceParam]);
  /** Starts (or with null ends) a replay; its time starts at the beginning. */
  const setReplay = useCallback(
    (target: ReplayTarget | null) => write((current) => withReplay(current, target), { replace: true }),
    [write],
  );
  /** The replay's time and the event it is at, in one write (throttled by the caller while it plays). */
  const setReplayPlace = useCallback(
    (at: number, key: EventKey | null) =>
      write(
        (current) => {
          if (!current.get('replay')) return current;
          const next = new URLSearchParams(current);
          next.set('replayAt', String(Math.round(at)));
          if (key) next.set('sel', selectionParam(key));
          return next;
        },
        { replace: true },
      ),
    [write],
  );
  /** Columns and mode stay in the URL only once a link carried them there. */
  const setLayoutParam = useCallback(
    (next: ColumnLayout) => {
      if (colsText) replaceParam('cols', layoutParam(next));
    },
    [colsText, replaceParam],
  );
  const setModeParam = useCallback(
    (next: ViewMode) => {
      if (mode) replaceParam('mode', next);
    },
    [mode, replaceParam],
  );
  return {
    params,
    filters,
    problems,
    view,
    selected,
    layout,
    mode,
    live,
    setLive,
    replay,
    setFilters,
    patchView,
    select,
    setLayoutParam,
    setModeParam,
    setReplay,
    setReplayPlace,
  };
}
