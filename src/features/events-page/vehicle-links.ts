import { withoutOwnedBy, writeView, type EventFilters, type RowView, type ValueFilter } from '../event-url';

/**
 * The vehicles the rows are narrowed to, in order, each once: the Vehicles ids filter, then the vehicles
 * included by value ("Replay these" plays them together).
 */
export function filteredVehicles(filters: EventFilters, view: RowView): number[] {
  const ids = [...filters.constraints.vehicleIds];
  for (const filter of view.filters)
    if (
      filter.mode === 'in' &&
      filter.column === 'vehicle' &&
      filter.value !== null &&
      /^\d{1,16}$/.test(filter.value)
    )
      ids.push(Number(filter.value));
  return [...new Set(ids)];
}

/**
 * This page's query narrowed to one vehicle's events: the vehicle included by value, so every other filter
 * (the area among them) stays, and the chip takes it off again. A replay in progress ends.
 */
export function vehicleEventsSearch(params: URLSearchParams, view: RowView, vehicleId: number): string {
  const include: ValueFilter = { mode: 'in', column: 'vehicle', value: String(vehicleId) };
  const others = view.filters.filter((f) => !(f.column === 'vehicle' && f.mode === 'in'));
  const next = writeView(new URLSearchParams(params), { ...view, filters: [...others, include] });
  return `?${withoutOwnedBy(next, ['replay', 'selection']).toString()}`;
}
