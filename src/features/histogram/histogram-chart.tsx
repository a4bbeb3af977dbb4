import { Box, Typography, useTheme } from '@mui/material';
import { memo, useCallback, useId, useMemo, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden';
import type { CompareRange, TimeWindow } from '../event-url';
import { chartSummary, spanText } from './bar-text';
import { ChartAxes } from './chart-axes';
import { brushAnnouncement, type BrushAction } from './brush-text';
import {
  barAtX,
  barPaths,
  chartBox,
  chartHeight,
  linePath,
  niceCeil,
  timeTicks,
  xOf,
} from './chart-geometry';
import type { BucketCounts } from './count-buckets';
import { HistogramTip } from './histogram-tip';
import type { HistogramInterval } from './intervals';
import { useBrush, type BarRange } from './use-brush';
import { useWidth } from './use-width';

/**
 * The chart's look in one constant: it renders again with each hover and keyboard step, and styles given
 * per element were worked out again each time. What only assistive technology reads is a class in it.
 */
const chartStyles = {
  position: 'relative',
  height: chartHeight,
  borderRadius: 1,
  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
  '& .chart-for-readers': visuallyHidden,
} as const;

export interface HistogramChartProps {
  counted: BucketCounts;
  colors: Map<string, string>;
  window: TimeWindow;
  zone: string;
  interval: HistogramInterval;
  /** What a brush does with the instants it covers (`action` says which, for the words). */
  onBrush: (from: number, to: number) => void;
  action: BrushAction;
  /** The range being compared with the rest, drawn as a band. */
  compared?: CompareRange | null;
  /** Another period's totals over these bars, drawn as a dashed line. */
  previousTotals?: Uint32Array | null;
  previousMax?: number;
}

/**
 * The stacked bars as SVG (one path per type), with hover details, a brush by pointer or keyboard, the
 * range compared as a band and another period's totals as a dashed line.
 */
export const HistogramChart = memo(function HistogramChart(props: HistogramChartProps) {
  const { counted, colors, window, zone, interval, onBrush, action, compared, previousTotals } = props;
  const { t, i18n } = useTranslation('explore');
  const theme = useTheme();
  const id = useId();
  const [ref, width] = useWidth<HTMLDivElement>(800);
  const { boundaries } = counted;
  const bars = counted.totals.length;
  const box = useMemo(() => chartBox(width), [width]);
  const x = useMemo(() => xOf(window, box), [window, box]);
  const yMax = niceCeil(Math.max(counted.max, props.previousMax ?? 0));
  const paths = useMemo(() => barPaths(counted, x, yMax, box), [counted, x, yMax, box]);
  // Where the ticks go; their texts (dates in the active language) are written as they render.
  const ticks = useMemo(
    () => timeTicks(boundaries, window, zone, interval, x, box),
    [boundaries, window, zone, interval, x, box],
  );
  const span = useCallback(
    ([first, last]: BarRange) => [
      Math.max(boundaries[first] as number, window.from),
      Math.min(boundaries[last + 1] as number, window.to),
    ],
    [boundaries, window],
  );
  const zoom = useCallback(
    (range: BarRange) => {
      const [from, to] = span(range) as [number, number];
      if (to > from) onBrush(from, to);
    },
    [span, onBrush],
  );
  const brush = useBrush(bars, boundaries, zoom);
  const [hover, setHover] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);

  const barOf = (event: PointerEvent<SVGSVGElement>) =>
    barAtX(event.clientX - event.currentTarget.getBoundingClientRect().left, window, box, boundaries);
  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    const bar = barOf(event);
    if (event.button !== 0 || bar < 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    brush.pointer.down(bar);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const bar = barOf(event);
    setHover(bar < 0 ? null : bar);
    if (bar >= 0) brush.pointer.move(bar);
  };

  const rangeText = (range: BarRange) => {
    const [from, to] = span(range) as [number, number];
    return spanText(from, to, zone, interval);
  };
  const announcement = focused ? brushAnnouncement(counted, brush, rangeText, action) : '';
  const band = (range: BarRange) => {
    const x0 = x(boundaries[range[0]] as number);
    return { x: x0, width: Math.max(1, x(boundaries[range[1] + 1] as number) - x0) };
  };
  const tipBar = brush.dragging ? null : hover;
  // Worked out when the bars or the language change, not with each hover or keyboard step.
  const summary = useMemo(
    () => chartSummary(counted, zone, interval),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- worded in the active language (i18n's own)
    [counted, zone, interval, i18n.language],
  );

  return (
    <Box
      ref={ref}
      tabIndex={0}
      role="group"
      aria-roledescription={t('histogram.chart.roleDescription')}
      aria-label={t('histogram.chart.label')}
      aria-describedby={`${id}-summary ${id}-help`}
      onKeyDown={brush.onKeyDown}
      onFocus={() => {
        setFocused(true);
        brush.onFocus();
      }}
      onBlur={() => setFocused(false)}
      sx={chartStyles}
    >
      <svg
        width={width}
        height={chartHeight}
        aria-hidden="true"
        style={{ display: 'block', cursor: 'crosshair', touchAction: 'none', userSelect: 'none' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={brush.pointer.up}
        onPointerCancel={brush.pointer.cancel}
        onPointerLeave={() => setHover(null)}
      >
        <ChartAxes box={box} yMax={yMax} ticks={ticks} zone={zone} language={i18n.language} />
        {tipBar !== null && (
          <rect
            {...band([tipBar, tipBar])}
            y={box.top}
            height={box.bottom - box.top}
            fill={theme.palette.action.hover}
          />
        )}
        {counted.types.map((type, i) => (
          <path key={type} d={paths[i]} fill={colors.get(type)} />
        ))}
        <line
          x1={box.left}
          x2={box.right}
          y1={box.bottom}
          y2={box.bottom}
          stroke={theme.palette.text.secondary}
        />
        {previousTotals && (
          <path
            d={linePath(previousTotals, boundaries, x, yMax, box)}
            fill="none"
            stroke={theme.palette.text.primary}
            strokeWidth={1.5}
            strokeDasharray="4 3"
          />
        )}
        {compared && (
          <rect
            x={x(compared.from)}
            width={Math.max(1, x(compared.to) - x(compared.from))}
            y={box.top}
            height={box.bottom - box.top}
            fill="none"
            stroke={theme.palette.secondary.main}
            strokeWidth={2}
          />
        )}
        {brush.selection && (
          <rect
            {...band(brush.selection)}
            y={box.top}
            height={box.bottom - box.top}
            fill={theme.palette.primary.main}
            fillOpacity={0.15}
            stroke={theme.palette.primary.main}
          />
        )}
        {focused && brush.cursor !== null && (
          <rect
            {...band([brush.cursor, brush.cursor])}
            y={box.top}
            height={box.bottom - box.top}
            fill="none"
            stroke={theme.palette.text.primary}
            strokeWidth={1.5}
          />
        )}
      </svg>
      {counted.total === 0 && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            pointerEvents: 'none',
          }}
        >
          {t('histogram.chart.empty')}
        </Typography>
      )}
      {tipBar !== null && (
        <HistogramTip
          counted={counted}
          colors={colors}
          bar={tipBar}
          left={Math.min(band([tipBar, tipBar]).x + 12, width - 240)}
          title={rangeText([tipBar, tipBar])}
        />
      )}
      <div id={`${id}-summary`} className="chart-for-readers">
        {summary}
      </div>
      <div id={`${id}-help`} className="chart-for-readers">
        {t(action === 'zoom' ? 'histogram.chart.help' : 'histogram.chart.helpCompare')}
      </div>
      <div aria-live="polite" aria-atomic="true" className="chart-for-readers">
        {announcement}
      </div>
    </Box>
  );
});
