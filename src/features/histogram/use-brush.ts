import { useState, type KeyboardEvent } from 'react';

export type BarRange = readonly [first: number, last: number];

const ordered = (a: number, b: number): BarRange => (a <= b ? [a, b] : [b, a]);

/**
 * Choosing bars to narrow the window to: drag across them (or click one), or from the keyboard move
 * between bars with the arrows, extend with Shift+arrows, Enter to narrow, Escape to let go.
 * `resetKey` changes with the bars themselves (a new window): what was chosen then no longer applies.
 */
export function useBrush(bars: number, resetKey: unknown, onZoom: (range: BarRange) => void) {
  const [state, setState] = useState<{ key: unknown; cursor: number | null; anchor: number | null }>({
    key: resetKey,
    cursor: null,
    anchor: null,
  });
  const [drag, setDrag] = useState<{ start: number; end: number } | null>(null);
  // Derived, not an effect: a new window starts with nothing chosen.
  const current = state.key === resetKey ? state : { key: resetKey, cursor: null, anchor: null };
  const { cursor, anchor } = current;
  const clamp = (bar: number) => Math.max(0, Math.min(bars - 1, bar));
  const selection: BarRange | null = drag
    ? ordered(drag.start, drag.end)
    : anchor !== null && cursor !== null
      ? ordered(anchor, cursor)
      : null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (bars === 0) return;
    const at = cursor ?? 0;
    const moves: Record<string, number> = {
      ArrowLeft: at - 1,
      ArrowRight: at + 1,
      PageUp: at - 10,
      PageDown: at + 10,
      Home: 0,
      End: bars - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      const next = cursor === null ? (event.key === 'End' ? bars - 1 : 0) : clamp(target);
      setState({ key: resetKey, cursor: next, anchor: event.shiftKey ? (anchor ?? at) : null });
    } else if (event.key === 'Enter' && cursor !== null) {
      event.preventDefault();
      onZoom(selection ?? [cursor, cursor]);
    } else if (event.key === 'Escape' && anchor !== null) {
      event.preventDefault();
      setState({ ...current, anchor: null });
    }
  };
  /** The keyboard's bar: the first one once the chart has focus. */
  const onFocus = () => {
    if (cursor === null && bars > 0) setState({ key: resetKey, cursor: 0, anchor: null });
  };
  const pointer = {
    down: (bar: number) => setDrag({ start: bar, end: bar }),
    move: (bar: number) => {
      if (drag && bar !== drag.end) setDrag({ ...drag, end: bar });
    },
    up: () => {
      if (drag) onZoom(ordered(drag.start, drag.end));
      setDrag(null);
    },
    cancel: () => setDrag(null),
  };
  return { cursor, selection, dragging: drag !== null, onKeyDown, onFocus, pointer };
}
