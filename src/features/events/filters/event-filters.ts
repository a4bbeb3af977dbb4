export const rangePresets = ['last1h', 'last24h', 'today', 'yesterday', 'last7d', 'last30d'] as const;
export type RangePreset = (typeof rangePresets)[number];

export const presetLabels: Record<RangePreset, string> = {
  last1h: 'Last hour',
  last24h: 'Last 24 hours',
  today: 'Today',
  yesterday: 'Yesterday',
  last7d: 'Last 7 days',
  last30d: 'Last 30 days',
};

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

/** A URL value that could not be used, and what was used instead. */
export interface FilterProblem {
  param: string;
  message: string;
}
