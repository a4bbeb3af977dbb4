import { useCallback, useMemo } from 'react';
import * as z from 'zod/mini';
import {
  cleanLayout,
  defaultLayout,
  layoutParam,
  parseLayout,
  widthOf,
  type ColumnLayout,
} from '../event-url';
import { columnById } from '../event-rows';
import {
  storedPreference,
  useUrlOrStored,
  type UrlParams,
  type UrlPreference,
} from '../../lib/use-url-or-stored';
import { useScreenSize } from '../../lib/screen-size';

const storageKey = 'fleet-events.columns';

/** When, what, which vehicle and where; the others are a tap away in the chooser. */
const tabletLayout: ColumnLayout = { order: ['time', 'type', 'action', 'vehicle', 'location'], widths: {} };

/**
 * A tablet's widths for the columns the user has not sized: a desktop's (830 px for the five above) cut the
 * location at an iPad's 768 px; these 700 leave the page's margins, the table's borders and a desktop's
 * scroll bar room there (a long place ends in an ellipsis). Shown only: a copied link or a kept layout
 * holds the widths the user set, so a desktop opens it at its own.
 */
const tabletWidths: Readonly<Record<string, number>> = {
  time: 165,
  type: 90,
  action: 95,
  vehicle: 120,
  location: 230,
};

const storedSchema = z.union([
  // What earlier versions kept: the visible columns only.
  z.pipe(
    z.array(z.string()),
    z.transform((order) => ({ order, widths: {} })),
  ),
  z.object({ order: z.array(z.string()), widths: z.record(z.string(), z.number()) }),
]);

function parseStored(text: string | null): ColumnLayout {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(text ?? 'null'));
    return (parsed.success && cleanLayout(parsed.data.order, parsed.data.widths)) || defaultLayout;
  } catch {
    return defaultLayout;
  }
}

const layoutPreference: UrlPreference<ColumnLayout> = {
  name: 'cols',
  parse: parseLayout,
  format: layoutParam,
  stored: storedPreference(storageKey, parseStored, (layout) => JSON.stringify(layout)),
};

/**
 * Which columns show, in which order and how wide: the user's choice, kept in this browser (it holds no
 * data, so localStorage is fine); a shared link's columns (`cols`) win while it is open, and changes
 * then go to the link too (see `useUrlOrStored`).
 */
export function useColumnLayout(url: UrlParams) {
  const [chosen, setLayout, reset] = useUrlOrStored(url, layoutPreference);
  // Nobody chose (no link's columns, none kept): a tablet starts with the columns that fit its width.
  const tablet = useScreenSize() === 'tablet';
  const layout = tablet && chosen === defaultLayout ? tabletLayout : chosen;
  const change = useCallback(
    (make: (current: ColumnLayout) => ColumnLayout | null) => {
      const next = make(layout);
      if (next) setLayout(next);
    },
    [layout, setLayout],
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
  const columns = useMemo(() => layout.order.flatMap((id) => columnById(id) ?? []), [layout.order]);
  /** Each shown column's width, in the order of `columns`. */
  const widths = useMemo(
    () =>
      layout.order.map(
        (id) => layout.widths[id] ?? (tablet ? tabletWidths[id] : undefined) ?? widthOf(layout, id),
      ),
    [layout, tablet],
  );
  return { layout, columns, widths, toggle, move, resize, reset };
}
