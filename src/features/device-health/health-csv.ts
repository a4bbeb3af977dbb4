import Papa from 'papaparse';
import { healthFigures, type FigureFormat } from './health-figures';
import type { EntityHealth } from './health-types';

/** Headers say the unit, for the programs that read the file (export headers are not translated). */
const unitOf: Partial<Record<FigureFormat, string>> = {
  duration: '_ms',
  time: '_utc',
  kmh: '_kmh',
  km: '_km',
};

const cell = (format: FigureFormat, value: number): string | number => {
  if (Number.isNaN(value)) return '';
  if (format === 'time') return new Date(value).toISOString();
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  return format === 'share' || format === 'score' ? Math.round(value * 1000) / 1000 : value;
};

/**
 * The health table as CSV, in the order shown: plain numbers (durations in ms, shares 0–1, times in UTC),
 * and the findings by their kind, largest first. Text cells are only ids and kinds, so no formula can start.
 */
export function healthCsv(unit: 'device' | 'vehicle', table: readonly EntityHealth[]): string {
  const header = healthFigures.map((f) =>
    f.id === 'entity' ? `${unit}Id` : `${f.id}${unitOf[f.format] ?? ''}`,
  );
  const rows = table.map((h) => [
    ...healthFigures.map((f) => cell(f.format, f.value(h))),
    h.findings.map((finding) => finding.kind).join(' '),
  ]);
  return Papa.unparse([[...header, 'findings'], ...rows]);
}
