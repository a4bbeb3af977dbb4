import Papa from 'papaparse';
import { formulaStart } from '../../lib/csv-formula';
import { i18n } from '../../i18n/i18n';
import { currentMasking, pseudonymText } from '../presenter';
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
 * and the findings by their kind, largest first. With `nameOf`, each device's or vehicle's name beside its
 * id (empty where none is known); a name that starts like a formula is written as text.
 */
export function healthCsv(
  unit: 'device' | 'vehicle',
  table: readonly EntityHealth[],
  nameOf?: (id: number) => string | undefined,
): string {
  const header = healthFigures.flatMap((f) => {
    if (f.id !== 'entity') return [`${f.id}${unitOf[f.format] ?? ''}`];
    return nameOf ? [`${unit}Id`, `${unit}Name`] : [`${unit}Id`];
  });
  // Presenter mode: the id is written as its pseudonym, and a first line says the file is masked.
  const masking = currentMasking();
  const rows = table.map((h) => [
    ...healthFigures.flatMap((f) => {
      const value =
        masking && f.id === 'entity' && !Number.isNaN(h.id)
          ? pseudonymText(masking.regionId, unit, h.id)
          : cell(f.format, f.value(h));
      if (f.id !== 'entity' || !nameOf) return [value];
      return [value, Number.isNaN(h.id) ? '' : (nameOf(h.id) ?? '')];
    }),
    h.findings.map((finding) => finding.kind).join(' '),
  ]);
  const text = Papa.unparse([[...header, 'findings'], ...rows], { escapeFormulae: formulaStart });
  return masking ? `# ${i18n.t('common:presenter.exportNote')}\r\n${text}` : text;
}
