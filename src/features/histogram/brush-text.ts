import { formatNumber } from '../../i18n/format';
import { i18n } from '../../i18n/i18n';
import { barCountsText } from './bar-text';
import type { BucketCounts } from './count-buckets';
import type { BarRange } from './use-brush';

/** What a drag across the bars does: narrow the window to them, or compare them with the rest of it. */
export type BrushAction = 'zoom' | 'compare';

/**
 * What a screen reader hears as the keyboard moves: the bars selected and what Enter will do with them,
 * or the bar under the cursor; nothing while the chart has no focus.
 */
export function brushAnnouncement(
  counted: BucketCounts,
  brush: { selection: BarRange | null; cursor: number | null },
  rangeText: (range: BarRange) => string,
  action: BrushAction,
): string {
  const { selection, cursor } = brush;
  if (selection && selection[0] !== selection[1]) {
    let n = 0;
    for (let bar = selection[0]; bar <= selection[1]; bar += 1) n += counted.totals[bar] as number;
    return i18n.t(`explore:histogram.chart.${action === 'zoom' ? 'selected' : 'selectedCompare'}`, {
      span: rangeText(selection),
      bars: formatNumber(selection[1] - selection[0] + 1),
      count: n,
      n: formatNumber(n),
    });
  }
  if (cursor === null) return '';
  return i18n.t('explore:histogram.chart.bar', {
    span: rangeText([cursor, cursor]),
    counts: barCountsText(counted, cursor),
  });
}
