import { Box, Button, Stack, Typography } from '@mui/material';
import { memo, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import type { EventStore, Rows } from '../event-data';
import { storeTypeColors } from '../event-data';
import { useShareTypeColors } from '../../lib/type-colors-context';
import type { TimeWindow } from '../event-url';
import { countBuckets } from './count-buckets';
import { HistogramChart } from './histogram-chart';
import { HistogramTable } from './histogram-table';
import { bucketBoundaries, chooseInterval, intervalText } from './intervals';

export interface EventsHistogramProps {
  store: EventStore;
  rows: Rows;
  window: TimeWindow;
  zone: string;
  /** Narrow the window to these instants (the page writes it to the URL as a custom range). */
  onZoom: (from: number, to: number) => void;
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
 */
function HistogramShown({
  store,
  rows,
  window,
  zone,
  onZoom,
  onHide,
}: EventsHistogramProps & { onHide: () => void }) {
  const { t } = useTranslation('explore');
  const tableId = useId();
  const [asTable, setAsTable] = useState(false);
  const interval = useMemo(() => chooseInterval(window.to - window.from), [window]);
  const boundaries = useMemo(() => bucketBoundaries(window, zone, interval), [window, zone, interval]);
  const counted = useMemo(() => countBuckets(store, rows, boundaries), [store, rows, boundaries]);
  // Every loaded type's colour (as the map's), so a filter or a search recolours nothing.
  const colors = useMemo(() => storeTypeColors(store), [store]);
  useShareTypeColors(colors);
  const totals = useMemo(
    () => counted.counts.map((counts) => counts.reduce((sum, n) => sum + n, 0)),
    [counted],
  );
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
          {t('histogram.hint', { interval: intervalText(interval) })}
        </Typography>
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
              </Typography>
            </Stack>
          ))}
        </Stack>
        <Button size="small" sx={{ ml: 'auto' }} onClick={onHide}>
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
      <HistogramChart
        counted={counted}
        colors={colors}
        window={window}
        zone={zone}
        interval={interval}
        onZoom={onZoom}
      />
      {asTable && (
        <HistogramTable id={tableId} counted={counted} window={window} zone={zone} interval={interval} />
      )}
    </Box>
  );
}
