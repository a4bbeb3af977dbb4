import type { EventStore } from '../data/event-store';
import { columnById, defaultColumnIds, eventColumns } from '../table/columns';

/** Which columns show, in which order, and any widths the user set (pixels). */
export interface ColumnLayout {
  order: string[];
  widths: Record<string, number>;
}

export type ViewMode = 'table' | 'map' | 'both';

/** One event, by what identifies it. */
export interface EventKey {
  type: string;
  /** The id's exact digits. */
  id: string;
}

/** The key of the store's event `g`: its type and its id's exact digits. */
export function keyOf(store: EventStore, g: number): EventKey {
  return { type: store.dictionary.string(store.at('type', g)) ?? '', id: store.idText(g) };
}

export const minColumnWidth = 60;
export const maxColumnWidth = 800;
const clampWidth = (width: number) => Math.round(Math.min(maxColumnWidth, Math.max(minColumnWidth, width)));

export const defaultLayout: ColumnLayout = { order: [...defaultColumnIds], widths: {} };

export const widthOf = (layout: ColumnLayout, id: string) =>
  layout.widths[id] ?? columnById(id)?.width ?? 120;

/** A layout with only known columns, each once, widths in bounds; null when nothing usable is left. */
export function cleanLayout(order: readonly string[], widths: Record<string, number>): ColumnLayout | null {
  const known = [...new Set(order.filter((id) => eventColumns.some((c) => c.id === id)))];
  if (known.length === 0) return null;
  const kept: Record<string, number> = {};
  for (const id of known) {
    const width = widths[id];
    if (width !== undefined && Number.isFinite(width)) kept[id] = clampWidth(width);
  }
  return { order: known, widths: kept };
}

/** `cols=time,type,location:320`: the columns in order, each with its width when the user set one. */
export function parseLayout(params: URLSearchParams): ColumnLayout | null {
  const text = params.get('cols');
  if (!text) return null;
  const widths: Record<string, number> = {};
  const order = text.split(',').map((part) => {
    const [id = '', width] = part.split(':');
    if (width !== undefined && /^\d{1,4}$/.test(width)) widths[id] = Number(width);
    return id;
  });
  return cleanLayout(order, widths);
}

export function layoutParam(layout: ColumnLayout): string {
  return layout.order.map((id) => (layout.widths[id] ? `${id}:${layout.widths[id]}` : id)).join(',');
}

export function parseMode(params: URLSearchParams): ViewMode | null {
  const mode = params.get('mode');
  return mode === 'table' || mode === 'map' || mode === 'both' ? mode : null;
}

/** `sel=<id>/<type>`: the id first (digits), so a type may hold any character, slashes included. */
export function parseSelection(params: URLSearchParams): EventKey | null {
  const text = params.get('sel') ?? '';
  const match = /^(\d{1,40})\/(.+)$/s.exec(text);
  return match ? { id: match[1] as string, type: match[2] as string } : null;
}

export const selectionParam = (key: EventKey) => `${key.id}/${key.type}`;

export const sameEvent = (a: EventKey | null, b: EventKey | null) =>
  a === b || (a !== null && b !== null && a.id === b.id && a.type === b.type);
