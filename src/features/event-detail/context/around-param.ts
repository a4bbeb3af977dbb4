import { entityIdOf, neighbourKinds, type FleetEvent, type NeighbourKind } from '../../event-data';

/**
 * Whose events are listed around this one: the `around` of the URL when the event has that id, else the
 * first of vehicle, device, trip that it has; null when it has none of them.
 */
export function chooseKind(param: string | null, event: FleetEvent): NeighbourKind | null {
  const asked = neighbourKinds.find((kind) => kind === param);
  if (asked && entityIdOf(event, asked) !== undefined) return asked;
  return neighbourKinds.find((kind) => entityIdOf(event, kind) !== undefined) ?? null;
}
