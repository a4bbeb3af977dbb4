import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EventStore } from '../data/event-store';
import { selectionParam, type EventKey } from '../filters/url-layout';
import type { ReplayTarget, ReplayUrlState } from '../filters/url-replay';
import { ReplayClock } from './replay-clock';
import type { ReplaySlot } from './replay-slot';
import { eventIndexAt, trackOf, type ReplayTrack } from './replay-track';
import { summarise } from './trip-summary';

/** While it plays, the URL (the table's selection and the replay's time) changes at most this often. */
const urlWriteMs = 500;

function keyOf(store: EventStore, g: number): EventKey {
  return { type: store.dictionary.string(store.column('type')[g] as number) ?? '', id: store.idText(g) };
}

/** Where an event (by key) is in the track, or -1. */
function indexInTrack(store: EventStore, track: ReplayTrack, key: EventKey): number {
  for (let e = 0; e < track.events.length; e += 1) {
    const g = track.events[e] as number;
    if (store.idText(g) === key.id && keyOf(store, g).type === key.type) return e;
  }
  return -1;
}

interface ReplayUrl {
  replay: ReplayUrlState;
  selected: EventKey | null;
  setReplay: (target: ReplayTarget | null) => void;
  setReplayPlace: (at: number, key: EventKey | null) => void;
}

/**
 * The replay of one vehicle or trip over the loaded events. Its target and time are in the URL (a link
 * resumes it); the clock runs outside React. As it moves, the table's selection follows the event it is
 * at (written to the URL at most every half second while playing), and a row chosen by the user moves it.
 */
export function useReplay(store: EventStore, url: ReplayUrl) {
  const { replay, selected, setReplay, setReplayPlace } = url;
  const { target, at: urlAt } = replay;
  const track = useMemo(() => (target ? trackOf(store, target) : null), [store, target]);
  const [clock] = useState(() => new ReplayClock());
  const [stopMinutes, setStopMinutes] = useState(5);
  const [follow, setFollow] = useState(false);
  const [skipStops, setSkipStops] = useState(true);
  const summary = useMemo(() => (track ? summarise(track, { stopMinutes }) : null), [track, stopMinutes]);
  // What this page last wrote, so its own writes coming back through the URL are not taken as a new choice.
  const written = useRef<{ at: number | null; sel: string | null }>({ at: null, sel: null });
  const latest = useRef({ store, selected });
  useEffect(() => {
    latest.current = { store, selected };
  });

  useEffect(() => () => clock.pause(), [clock]);
  const playable = track !== null && track.events.length > 0;
  useEffect(() => {
    if (!track || track.events.length === 0) clock.pause();
    else clock.setRange(track.start, track.end);
  }, [clock, track]);
  useEffect(() => clock.setSkips(skipStops && summary ? summary.stops : []), [clock, skipStops, summary]);
  // A link's time (or back and forward): the replay goes there, paused. A new target starts at its start.
  const targetKey = target ? `${target.kind}:${target.id}` : '';
  useEffect(() => {
    if (!playable) return;
    if (urlAt === null) {
      written.current = { at: null, sel: null };
      clock.pause();
      clock.seek(clock.range[0]);
    } else if (Math.round(urlAt) !== written.current.at) {
      clock.pause();
      clock.seek(urlAt);
    }
  }, [clock, playable, targetKey, urlAt]);

  // The clock's place goes to the URL: the event it is at becomes the selection.
  useEffect(() => {
    if (!track || track.events.length === 0) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let lastWrite = -Infinity;
    let lastEvent = -1;
    const write = () => {
      timer = null;
      lastWrite = performance.now();
      const { store: current, selected: chosen } = latest.current;
      const e = eventIndexAt(track, clock.time);
      let key = keyOf(current, track.events[e] as number);
      // Several events at one time: the one the user picked among them stays picked.
      if (chosen) {
        const own = indexInTrack(current, track, chosen);
        if (own >= 0 && track.eventTime[own] === track.eventTime[e]) key = chosen;
      }
      written.current = { at: Math.round(clock.time), sel: selectionParam(key) };
      setReplayPlace(clock.time, key);
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
  }, [clock, track, setReplayPlace]);

  // A row chosen by the user (in the table, on the map) that is of the track: the replay goes to it.
  const selectedText = selected ? selectionParam(selected) : null;
  useEffect(() => {
    if (!track || !selected || selectedText === written.current.sel) return;
    const e = indexInTrack(latest.current.store, track, selected);
    written.current.sel = selectedText;
    const time = e >= 0 ? (track.eventTime[e] as number) : NaN;
    // Not when the replay is at that moment already (a link with both a time and its event).
    if (e >= 0 && time !== track.eventTime[eventIndexAt(track, clock.time)]) clock.seek(time);
  }, [clock, track, selected, selectedText]);

  const start = useCallback((next: ReplayTarget) => setReplay(next), [setReplay]);
  const stop = useCallback(() => {
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
  const slot = useMemo<ReplaySlot | null>(
    () => (target && track ? { target, track, clock, follow, onPick: seekToEvent } : null),
    [target, track, clock, follow, seekToEvent],
  );
  return {
    ...replay,
    track,
    clock,
    summary,
    stopMinutes,
    setStopMinutes,
    follow,
    setFollow,
    skipStops,
    setSkipStops,
    start,
    stop,
    seekToEvent,
    slot,
  };
}

export type Replay = ReturnType<typeof useReplay>;
