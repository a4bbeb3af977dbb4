import { memo } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import type { BucketCounts } from './count-buckets';

/** "+12%", "−3%" ("+12 %" in Spanish): whole percents with their sign. */
export function changeText(change: number | null, t: (key: 'histogram.period.new') => string): string {
  if (change === null) return t('histogram.period.new');
  return formatNumber(change, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 0 });
}

export interface LegendPeriod {
  /** "Previous period", "7 days earlier". */
  label: string;
  total: number;
  /** Per type and in all, once the other period has loaded; null while it loads. */
  changes: { byType: Map<string, number | null>; total: number | null } | null;
}

/** Each type's colour and count (with its change against the other period), and the other period's line. */
export const HistogramLegend = memo(function HistogramLegend({
  counted,
  totals,
  colors,
  period,
}: {
  counted: BucketCounts;
  totals: number[];
  colors: Map<string, string>;
  period: LegendPeriod | null;
}) {
  const { t } = useTranslation('explore');
  const changes = period?.changes;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      role="list"
      aria-label={t('histogram.legend')}
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      {counted.types.map((type, i) => (
        <Stack key={type} role="listitem" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: colors.get(type) }} />
          <Typography variant="body2">
            {type} {formatNumber(totals[i] ?? 0)}
            {changes && ` ${changeText(changes.byType.get(type) ?? null, t)}`}
          </Typography>
        </Stack>
      ))}
      {period && (
        <Stack role="listitem" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 14, borderTop: 2, borderColor: 'text.primary', borderTopStyle: 'dashed' }} />
          <Typography variant="body2">
            {changes
              ? t('histogram.period.legend', {
                  period: period.label,
                  n: formatNumber(period.total),
                  change: changeText(changes.total, t),
                })
              : t('histogram.period.loading', { period: period.label })}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
});
