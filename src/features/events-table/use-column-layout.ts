import { useCallback, useState } from 'react';
import * as z from 'zod/mini';
import { cleanLayout, defaultLayout, type ColumnLayout } from '../event-url';

const storageKey = 'fleet-events.columns';

const storedSchema = z.union([
  // What earlier versions kept: the visible columns only.
  z.pipe(
    z.array(z.string()),
    z.transform((order) => ({ order, widths: {} })),
  ),
  z.object({ order: z.array(z.string()), widths: z.record(z.string(), z.number()) }),
]);

function readStored(): ColumnLayout {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(localStorage.getItem(storageKey) ?? 'null'));
    return (parsed.success && cleanLayout(parsed.data.order, parsed.data.widths)) || defaultLayout;
  } catch {
    return defaultLayout;
  }
}

/**
 * Which columns show, in which order and how wide: the user's choice, kept in this browser (it holds no
 * data, so localStorage is fine); a shared link's columns (`fromUrl`) win while it is open, and changes
 * then go to the link too.
 */
export function useColumnLayout(fromUrl: ColumnLayout | null, toUrl: (layout: ColumnLayout) => void) {
  const [stored, setStored] = useState<ColumnLayout>(readStored);
  const layout = fromUrl ?? stored;
  const change = useCallback(
    (make: (current: ColumnLayout) => ColumnLayout | null) => {
      const next = make(layout);
      if (!next) return;
      localStorage.setItem(storageKey, JSON.stringify(next));
      setStored(next);
      toUrl(next);
    },
    [layout, toUrl],
  );
  const toggle = useCallback(
    (id: string) =>
      change((current) =>
        cleanLayout(
          current.order.includes(id) ? current.order.filter((c) => c !== id) : [...current.order, id],
          current.widths,
        ),
      ),
    [change],
  );
  /** Moves a column to `index` among the shown ones. */
  const move = useCallback(
    (id: string, index: number) =>
      change((current) => {
        const rest = current.order.filter((c) => c !== id);
        rest.splice(Math.max(0, Math.min(rest.length, index)), 0, id);
        return cleanLayout(rest, current.widths);
      }),
    [change],
  );
  const resize = useCallback(
    (id: string, width: number) =>
      change((current) => cleanLayout(current.order, { ...current.widths, [id]: width })),
    [change],
  );
  const reset = useCallback(() => {
    localStorage.removeItem(storageKey);
    setStored(defaultLayout);
    toUrl(defaultLayout);
  }, [toUrl]);
  return { layout, toggle, move, resize, reset };
}
