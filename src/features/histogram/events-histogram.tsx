import { Box, Button, Stack, Typography } from '@mui/material';
import { memo, useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventStore, Rows } from '../event-data';
import { loadedTypes } from '../event-data';
import { colorsForTypes } from '../../lib/type-colors';
import { useShareTypeColors } from '../../lib/type-colors-context';
import type { CompareRange, PeriodChoice, TimeWindow } from '../event-url';
import type { BrushAction } from './brush-text';
import { countBuckets } from './count-buckets';
import { HistogramChart } from './histogram-chart';
import { HistogramControls, periodLabel } from './histogram-controls';
import { HistogramLegend } from './histogram-legend';
import { HistogramTable } from './histogram-table';
import { bucketBoundaries, chooseInterval, intervalText } from './intervals';
import { periodChanges, shiftedBoundaries, type PeriodRows } from './period-counts';

export interface EventsHistogramProps {
  store: EventStore;
  rows: Rows;
  window: TimeWindow;
  zone: string;
  /** Narrow the window to these instants (the page writes it to the URL as a custom range). */
  onZoom: (from: number, to: number) => void;
  /** Compare these instants with the rest of the window (offered beside zoom when given). */
  onCompare?: (from: number, to: number) => void;
  /** Compare the rows shown (search, area, value filters) with the window's others: offered in Compare. */
  onCompareFiltered?: () => void;
  /** The range compared now, drawn on the chart. */
  compared?: CompareRange | null;
  /** The period overlaid (`vs`), its choice, and its rows once asked for. */
  vs?: PeriodChoice | null;
  onPeriod?: (vs: PeriodChoice | null) => void;
  period?: PeriodRows | null;
}

const hiddenKey = 'fee.histogram.hidden';

function readHidden(): boolean {
  try {
    return localStorage.getItem(hiddenKey) === '1';
  } catch {
    return false;
  }
}

/**
 * The histogram, or (as Kibana's "Hide chart" leaves it) one line that brings it back: hidden, it counts
 * nothing, so a small screen or a user who does not want it pays nothing for it. Remembered in this browser.
 */
export const EventsHistogram = memo(function EventsHistogram(props: EventsHistogramProps) {
  const { t } = useTranslation('explore');
  const [hidden, setHidden] = useState(readHidden);
  const toggle = (hide: boolean) => {
    setHidden(hide);
    try {
      if (hide) localStorage.setItem(hiddenKey, '1');
      else localStorage.removeItem(hiddenKey);
    } catch {
      // Storage refused (a private window's quota): the choice lasts for this page only.
    }
  };
  if (hidden)
    return (
      <Box component="section" aria-label={t('histogram.label')}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" component="h2">
            {t('histogram.heading')}
          </Typography>
          <Button size="small" onClick={() => toggle(false)}>
            {t('histogram.show')}
          </Button>
        </Stack>
      </Box>
    );
  return <HistogramShown {...props} onHide={() => toggle(true)} />;
});

/**
 * Events over the window in bars of a recognisable interval, stacked by type in the map's colours: it
 * counts the rows the table shows, so it follows the search and the filters, and grows as days arrive.
 * Another period's totals (`vs`) are a dashed line over the same bars, each type's change in the legend.
 */
function HistogramShown(props: EventsHistogramProps & { onHide: () => void }) {
  const { store, window: asked, zone, onZoom, onCompare, compared, vs = null, period, onHide } = props;
  // The bars count what the table shows, after it: a keystroke or a chip paints its rows first, and the
  // chart follows in a render React drops when the next keystroke comes. Store, rows and window together,
  // as the rows are the store's indices and counted in the window's bars.
  const counting = useMemo(() => ({ store, rows: props.rows, window: asked }), [store, props.rows, asked]);
  const { store: countedStore, rows, window } = useDeferredValue(counting);
  const { t } = useTranslation('explore');
  const tableId = useId();
  const [asTable, setAsTable] = useState(false);
  const [action, setAction] = useState<BrushAction>('zoom');
  const interval = useMemo(() => chooseInterval(window.to - window.from), [window]);
  const boundaries = useMemo(() => bucketBoundaries(window, zone, interval), [window, zone, interval]);
  const counted = useMemo(
    () => countBuckets(countedStore, rows, boundaries),
    [countedStore, rows, boundaries],
  );
  const shift = period?.shift;
  const shifted = useMemo(
    () => (shift ? shiftedBoundaries(boundaries, shift) : boundaries),
    [boundaries, shift],
  );
  const before = useMemo(
    () => (period ? countBuckets(period.store, period.rows, shifted) : null),
    [period, shifted],
  );
  // Every loaded type's colour (as the map's), so a filter or a search recolours nothing.
  const colors = useMemo(() => colorsForTypes(loadedTypes(store)), [store]);
  useShareTypeColors(colors);
  const totals = useMemo(
    () => counted.counts.map((counts) => counts.reduce((sum, n) => sum + n, 0)),
    [counted],
  );
  const legendPeriod =
    vs && before
      ? {
          label: periodLabel(vs, t),
          total: before.total,
          changes: period?.loading ? null : periodChanges(counted, before),
        }
      : null;
  const brush = action === 'compare' && onCompare ? onCompare : onZoom;
  return (
    <Box component="section" aria-label={t('histogram.label')}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        // Buttons as tall as the text: the line costs the table no more than it must.
        sx={{ alignItems: 'center', flexWrap: 'wrap', '& .MuiButton-root': { py: 0 } }}
      >
        <Typography variant="subtitle2" component="h2">
          {t('histogram.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(action === 'zoom' ? 'histogram.hint' : 'histogram.hintCompare', {
            interval: intervalText(interval),
          })}
        </Typography>
        {action === 'compare' && props.onCompareFiltered && (
          <Button size="small" onClick={props.onCompareFiltered}>
            {t('histogram.compareFiltered')}
          </Button>
        )}
        <HistogramLegend counted={counted} totals={totals} colors={colors} period={legendPeriod} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ ml: 'auto', alignItems: 'center' }}>
          <HistogramControls
            action={action}
            onAction={onCompare && setAction}
            vs={vs}
            onPeriod={props.onPeriod}
          />
          <Button size="small" onClick={onHide}>
            {t('histogram.hide')}
          </Button>
          <Button
            size="small"
            aria-expanded={asTable}
            aria-controls={asTable ? tableId : undefined}
            onClick={() => setAsTable(!asTable)}
          >
            {asTable ? t('histogram.hideTable') : t('histogram.showTable')}
          </Button>
        </Stack>
      </Stack>
      <HistogramChart
        counted={counted}
        colors={colors}
        window={window}
        zone={zone}
        interval={interval}
        onBrush={brush}
        action={brush === onZoom ? 'zoom' : 'compare'}
        compared={compared}
        previousTotals={before?.totals}
        previousMax={before?.max}
      />
      {asTable && (
        <HistogramTable
          id={tableId}
          counted={counted}
          window={window}
          zone={zone}
          interval={interval}
          previous={before && vs ? { label: periodLabel(vs, t), totals: before.totals } : null}
        />
      )}
    </Box>
  );
}
