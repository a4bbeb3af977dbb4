import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import type { TimeWindow } from '../event-url';
import { spanText } from './bar-text';
import type { BucketCounts } from './count-buckets';
import type { HistogramInterval } from './intervals';

const tableSx = {
  maxHeight: 280,
  overflow: 'auto',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  '& table': { borderCollapse: 'collapse', width: '100%', fontSize: 13 },
  '& caption': { textAlign: 'left', p: 1, color: 'text.secondary' },
  '& th, & td': { px: 1, py: 0.25, borderBottom: 1, borderColor: 'divider', whiteSpace: 'nowrap' },
  '& thead th': { position: 'sticky', top: 0, bgcolor: 'background.paper', textAlign: 'right' },
  '& thead th:first-of-type, & tbody th': { textAlign: 'left', fontWeight: 400 },
  '& td': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
};

/**
 * The histogram as a table: every bar's span, its events per type and in all, and the other period's
 * total over the same bar when one is overlaid (the chart's equivalent).
 */
export function HistogramTable({
  id,
  counted,
  window,
  zone,
  interval,
  previous,
}: {
  id: string;
  counted: BucketCounts;
  window: TimeWindow;
  zone: string;
  interval: HistogramInterval;
  /** Another period's totals over the same bars: a column of its own. */
  previous?: { label: string; totals: Uint32Array } | null;
}) {
  const { t } = useTranslation('explore');
  const { boundaries } = counted;
  return (
    <Box id={id} sx={tableSx} tabIndex={0} role="region" aria-label={t('histogram.table.label')}>
      <table>
        <caption>
          {t(`histogram.table.caption.${interval.unit}`, {
            count: interval.step,
            n: formatNumber(interval.step),
            zone,
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('histogram.table.interval')}</th>
            {counted.types.map((type) => (
              <th key={type} scope="col">
                {type}
              </th>
            ))}
            <th scope="col">{t('histogram.table.all')}</th>
            {previous && <th scope="col">{previous.label}</th>}
          </tr>
        </thead>
        <tbody>
          {Array.from(counted.totals, (total, bar) => (
            <tr key={boundaries[bar]}>
              <th scope="row">
                {spanText(
                  Math.max(boundaries[bar] as number, window.from),
                  Math.min(boundaries[bar + 1] as number, window.to),
                  zone,
                  interval,
                )}
              </th>
              {counted.counts.map((counts, i) => (
                <td key={counted.types[i]}>{formatNumber(counts[bar] ?? 0)}</td>
              ))}
              <td>{formatNumber(total)}</td>
              {previous && <td>{formatNumber(previous.totals[bar] ?? 0)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
