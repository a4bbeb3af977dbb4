import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import type { BucketCounts } from './count-buckets';

/** The hovered bar's interval and its counts by type, floating over the chart at `left`. */
export function HistogramTip({
  counted,
  colors,
  bar,
  left,
  title,
}: {
  counted: BucketCounts;
  colors: Map<string, string>;
  bar: number;
  left: number;
  title: string;
}) {
  const { t } = useTranslation('explore');
  return (
    <Paper
      elevation={4}
      sx={{
        position: 'absolute',
        top: 4,
        left,
        width: 228,
        p: 1,
        pointerEvents: 'none',
        fontSize: 12,
        zIndex: 2,
      }}
    >
      <Typography variant="caption" component="div" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="caption" component="div">
        {t('histogram.chart.events', {
          count: counted.totals[bar] ?? 0,
          n: formatNumber(counted.totals[bar] ?? 0),
        })}
      </Typography>
      {counted.types.map((type, i) => {
        const n = counted.counts[i]?.[bar] ?? 0;
        return n === 0 ? null : (
          <Typography
            key={type}
            variant="caption"
            component="div"
            sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}
          >
            <Box
              component="span"
              sx={{ width: 8, height: 8, borderRadius: '2px', bgcolor: colors.get(type) }}
            />
            <Box
              component="span"
              sx={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {type}
            </Box>
            {formatNumber(n)}
          </Typography>
        );
      })}
    </Paper>
  );
}
