import { formatNumber } from '../../i18n/format';
import { formatDuration, formatInZone } from '../../lib/format-time';
import type { FigureFormat } from './health-figures';

/** A figure as the table and the CSV write it; a figure without a value is empty. */
export function figureText(format: FigureFormat, value: number, zone: string): string {
  if (Number.isNaN(value)) return '';
  switch (format) {
    case 'id':
      return String(value);
    case 'score':
      return formatNumber(value, { maximumFractionDigits: 1 });
    case 'count':
      return formatNumber(value);
    case 'share':
      return formatNumber(value, { style: 'percent', maximumFractionDigits: 0 });
    case 'duration':
      return formatDuration(value);
    case 'time':
      return formatInZone(value, zone);
    case 'kmh':
      return Number.isFinite(value) ? `${formatNumber(Math.round(value))} km/h` : '∞ km/h';
    case 'km':
      return `${formatNumber(value, { maximumFractionDigits: 1 })} km`;
  }
}
