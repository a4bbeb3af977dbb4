export const rangePresets = ['last1h', 'last24h', 'today', 'yesterday', 'last7d', 'last30d'] as const;
export type RangePreset = (typeof rangePresets)[number];

/** A custom range is wall-clock times in the filter's zone, as written in the URL ("2026-11-20T08:00"). */
export type TimeRange =
  { kind: 'preset'; preset: RangePreset } | { kind: 'custom'; from: string; to: string };

export const constraintKeys = ['vehicleIds', 'deviceIds', 'fleetIds', 'tripIds'] as const;
export type ConstraintKey = (typeof constraintKeys)[number];

/** "user" is the signed-in user's zone, "browser" this browser's; anything else is an IANA name. */
export type ZoneChoice = 'user' | 'browser' | string;

export interface EventFilters {
  /** Empty means every type: the request then carries no `types`. */
  types: string[];
  range: TimeRange;
  constraints: Record<ConstraintKey, number[]>;
  tz: ZoneChoice;
}

export const knownEventTypes = ['ignition', 'driver'] as const;

export const defaultFilters: EventFilters = {
  types: [...knownEventTypes],
  range: { kind: 'preset', preset: 'last24h' },
  constraints: { vehicleIds: [], deviceIds: [], fleetIds: [], tripIds: [] },
  tz: 'user',
};

/**
 * Why a URL value could not be used (its default was used instead): data, worded where it is shown
 * (`problemText`), so a problem reads in the language of the moment.
 */
export type FilterProblemReason =
  | { code: 'notEventType'; values: string[] }
  | { code: 'notWholeNumbers'; values: string[] }
  | { code: 'unknownZone'; value: string }
  | { code: 'unknownRange'; value: string }
  | { code: 'notDate'; value: string }
  | { code: 'startNotBeforeEnd' };

/**
 * A problem with one filter: a URL value that could not be used (`reason`), or a text another part of the
 * page has already worded (`message`: what the API said of a request).
 */
export type FilterProblem = { param: string } & ({ reason: FilterProblemReason } | { message: string });
