import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EventStore } from '../event-data';
import { replayParam, sameEvent, type EventKey } from '../event-url';
import type { ReplayTarget, ReplayUrl } from '../event-url';
import { ReplayClock } from './replay-clock';
import { lanesOf, spanOfLanes } from './replay-lanes';
import type { ReplayOptions } from './use-replay-options';
import type { ReplaySlot } from './replay-slot';
import { eventIndexAt, trackOf, type ReplayTrack } from './replay-track';
import { summarise } from './trip-summary';
import { useReplayNames } from './use-replay-names';

/** While it plays, the URL (the table's selection and the replay's time) changes at most this often. */
const urlWriteMs = 500;

/** Where an event (by key) is in the track, or -1. */
function indexInTrack(store: EventStore, track: ReplayTrack, key: EventKey): number {
  for (let e = 0; e < track.events.length; e += 1) {
    const g = track.events[e] as number;
    if (store.idText(g) === key.id && store.keyOf(g).type === key.type) return e;
  }
  return -1;
}

/** Adds to a short list of what this page wrote (the oldest goes). */
function remember<T>(list: T[], value: T): void {
  list.push(value);
  if (list.length > 8) list.shift();
}

/** What the replay needs of the page's selection: it selects through it, and is told of every choice. */
export interface ReplaySelection {
  selected: EventKey | null;
  selectEvent: (key: EventKey) => void;
  listen: (listener: (key: EventKey) => void) => () => void;
}

/**
 * The replay of one vehicle or trip, or of several vehicles on one clock, over the loaded events. Its target and time are in the URL (a link
 * resumes it); the clock runs outside React. As the clock moves, the replay selects the event it is at
 * (time and selection written at most every half second while playing); an event of the track selected
 * in the table or on the map moves the clock to it. `loading`: days of the window are still arriving
 * (the track may yet grow).
 */
export function useReplay(
  store: EventStore,
  url: ReplayUrl,
  selection: ReplaySelection,
  options: ReplayOptions,
  loading: boolean,
) {
  const { state: replay, set: setReplay, setAt: setReplayAt } = url;
  const { selected, selectEvent, listen } = selection;
  const { stopMinutes, follow, followVehicle, skipStops, hidden } = options;
  const { target, at: urlAt } = replay;
  const track = useMemo(() => (target ? trackOf(store, target) : null), [store, target]);
  const names = useReplayNames(target);
  const lanes = useMemo(
    () => (target ? lanesOf(store, target, hidden, names) : []),
    [store, target, hidden, names],
  );
  const [clock] = useState(() => new ReplayClock());
  // A fleet's trip summary would add up several vehicles' distances: only one vehicle or trip has one.
  const summary = useMemo(
    () => (track && target?.kind !== 'vehicles' ? summarise(track, { stopMinutes }) : null),
    [track, target, stopMinutes],
  );
  // The times this page wrote, so its own writes coming back through the URL are not taken for a link's.
  // The last few, not only the last: under load the URL of an earlier write can render after a later write.
  const written = useRef<number[]>([]);
  // Set by "End the replay" until another starts (a link, back and forward: a target in the URL again).
  const ended = useRef(false);
  const latest = useRef({ store, selected, loading });
  useEffect(() => {
    latest.current = { store, selected, loading };
  });

  useEffect(() => () => clock.pause(), [clock]);
  const playable = track !== null && track.events.length > 0;
  // The slider spans the vehicles the legend shows.
  const [spanStart, spanEnd] = track ? spanOfLanes(lanes, track) : [NaN, NaN];
  useEffect(() => {
    if (!track || track.events.length === 0) clock.pause();
    else clock.setRange(spanStart, spanEnd);
  }, [clock, track, spanStart, spanEnd]);
  useEffect(() => clock.setSkips(skipStops && summary ? summary.stops : []), [clock, skipStops, summary]);
  // A link's time (or back and forward): the replay goes there, paused. A new target starts at its start.
  const targetKey = target ? replayParam(target) : '';
  useEffect(() => {
    if (targetKey) ended.current = false;
  }, [targetKey]);
  // While days arrive the track grows (newest day first): the link's time is sought again on each, and
  // nothing is written back, so a time before the first day to arrive is not cut to that day's start.
  const startedFor = useRef('');
  useEffect(() => {
    if (!playable) return;
    if (urlAt === null) {
      if (startedFor.current === targetKey && (!loading || clock.playing)) return;
      startedFor.current = targetKey;
      written.current = [];
      clock.pause();
      clock.seek(clock.range[0]);
      // Started with an event of the track selected (the row it was started from): it starts there.
      const chosen = latest.current.selected;
      const e = chosen ? indexInTrack(latest.current.store, track, chosen) : -1;
      if (e >= 0) clock.seek(track.eventTime[e] as number);
    } else if (!written.current.includes(Math.round(urlAt))) {
      startedFor.current = targetKey;
      clock.pause();
      clock.seek(urlAt);
    }
  }, [clock, playable, targetKey, urlAt, track, loading]);

  // The clock's place goes to the URL, and the event it is at becomes the selection.
  useEffect(() => {
    if (!track || track.events.length === 0) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let lastWrite = -Infinity;
    let lastEvent = -1;
    const write = () => {
      timer = null;
      // Ended meanwhile: the URL this would be written over may not show the end yet, and would bring it back.
      if (ended.current || latest.current.loading) return;
      lastWrite = performance.now();
      const { store: current, selected: chosen } = latest.current;
      const e = eventIndexAt(track, clock.time);
      let key = current.keyOf(track.events[e] as number);
      // Several events at one time: the one the user picked among them stays picked.
      if (chosen) {
        const own = indexInTrack(current, track, chosen);
        if (own >= 0 && track.eventTime[own] === track.eventTime[e]) key = chosen;
      }
      remember(written.current, Math.round(clock.time));
      setReplayAt(clock.time);
      if (!sameEvent(key, chosen)) selectEvent(key);
    };
    const schedule = () => {
      if (timer !== null) return;
      timer = setTimeout(write, Math.max(0, lastWrite + urlWriteMs - performance.now()));
    };
    const offTick = clock.onTick((time) => {
      const e = eventIndexAt(track, time);
      if (e !== lastEvent || !clock.playing) {
        lastEvent = e;
        schedule();
      }
    });
    const offState = clock.onState(() => {
      if (!clock.playing) schedule();
    });
    return () => {
      offTick();
      offState();
      if (timer !== null) clearTimeout(timer);
    };
  }, [clock, track, setReplayAt, selectEvent]);

  // An event of the track selected (in the table, on the map): the replay goes to it. Not when the replay
  // is at that moment already, as it is when the replay itself selected it.
  useEffect(() => {
    if (!track) return;
    return listen((key) => {
      const e = indexInTrack(latest.current.store, track, key);
      const time = e >= 0 ? (track.eventTime[e] as number) : NaN;
      if (e >= 0 && time !== track.eventTime[eventIndexAt(track, clock.time)]) clock.seek(time);
    });
  }, [clock, track, listen]);

  const start = useCallback(
    (next: ReplayTarget, at?: number) => {
      ended.current = false;
      setReplay(next, at);
    },
    [setReplay],
  );
  const stop = useCallback(() => {
    ended.current = true;
    clock.pause();
    setReplay(null);
  }, [clock, setReplay]);
  const seekToEvent = useCallback(
    (e: number) => {
      const time = track?.eventTime[e];
      if (time !== undefined) clock.seek(time);
    },
    [clock, track],
  );
  const seekToGlobal = useCallback((g: number) => clock.seek(latest.current.store.at('timeAt', g)), [clock]);
  const slot = useMemo<ReplaySlot | null>(
    () =>
      target && track ? { target, track, lanes, clock, follow, followVehicle, onPick: seekToGlobal } : null,
    [target, track, lanes, clock, follow, followVehicle, seekToGlobal],
  );
  return {
    ...replay,
    track,
    lanes,
    clock,
    summary,
    start,
    stop,
    seekToEvent,
    slot,
  };
}

export type Replay = ReturnType<typeof useReplay>;
