import { defaultHealthSort, healthFigures, type HealthSort } from './health-figures';
import { defaultHealthSettings, type HealthUnit } from './health-types';

/**
 * The health page's own parameters beside the events page's filters: `per`, `gap` (minutes), `speed`
 * (km/h) and `hsort` (a figure, `-` first for descending: `hsort=-score`; not `sort`, the table's own).
 */
export interface HealthParams {
  unit: HealthUnit;
  gapMinutes: number;
  speedLimitKmh: number;
  sort: HealthSort;
}

export const defaultHealthParams: HealthParams = {
  unit: defaultHealthSettings.unit,
  gapMinutes: defaultHealthSettings.gapMs / 60_000,
  speedLimitKmh: defaultHealthSettings.speedLimitKmh,
  sort: defaultHealthSort,
};

const sortText = (sort: HealthSort) => `${sort.descending ? '-' : ''}${sort.by}`;

function parseSort(text: string | null): HealthSort {
  const by = (text ?? '').replace(/^-/, '');
  return healthFigures.some((f) => f.id === by)
    ? { by, descending: text?.startsWith('-') ?? false }
    : defaultHealthSort;
}

/** A positive number within bounds, else the default (a link with `gap=abc` still opens the page). */
function positive(text: string | null, fallback: number, max: number): number {
  if (text === null || text.trim() === '') return fallback;
  const n = Number(text);
  return Number.isFinite(n) && n > 0 && n <= max ? n : fallback;
}

export function parseHealthParams(params: URLSearchParams): HealthParams {
  return {
    unit: params.get('per') === 'vehicle' ? 'vehicle' : 'device',
    gapMinutes: positive(params.get('gap'), defaultHealthParams.gapMinutes, 7 * 24 * 60),
    speedLimitKmh: positive(params.get('speed'), defaultHealthParams.speedLimitKmh, 100_000),
    sort: parseSort(params.get('hsort')),
  };
}

/** The parameters with the health settings written, each left out at its default. */
export function writeHealthParams(params: URLSearchParams, health: HealthParams): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (name: string, value: string | number, fallback: string | number) => {
    if (value === fallback) next.delete(name);
    else next.set(name, String(value));
  };
  put('per', health.unit, defaultHealthParams.unit);
  put('gap', health.gapMinutes, defaultHealthParams.gapMinutes);
  put('speed', health.speedLimitKmh, defaultHealthParams.speedLimitKmh);
  put('hsort', sortText(health.sort), sortText(defaultHealthSort));
  return next;
}
