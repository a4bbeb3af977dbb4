import { Box, Typography } from '@mui/material';
import { memo, useEffect, useId, useMemo, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden';
import type { EventStore } from '../event-data';
import { formatNumber } from '../../i18n/format';
import { formatInZone } from '../../lib/format-time';
import type { ReplayClock } from './replay-clock';
import { laneName } from './lane-name';
import type { ReplayLane } from './replay-lanes';
import type { ReplayTrack } from './replay-track';
import { speedChartBox, eventTicks, speedAt, speedPath, speedTop } from './speed-chart-paths';
import { speedOf } from './speed-series';
import { useClockTime } from './use-clock';

/**
 * The speed of the replayed vehicle(s) over the replay's span, each in its lane's colour, with the events
 * ticked along the bottom and the clock's cursor: the same clock as the slider, so both show one time. A
 * pointer moving over it moves a paused replay there, a click moves it whether playing or not; focused, it
 * is a slider (arrows, Shift+arrows, Home, End). The cursor moves every frame outside React.
 */
export const SpeedChart = memo(function SpeedChart({
  store,
  track,
  lanes,
  clock,
  zone,
}: {
  store: EventStore;
  /** Every event replayed, in time order: the ticks, and the span. */
  track: ReplayTrack;
  lanes: readonly ReplayLane[];
  clock: ReplayClock;
  zone: string;
}) {
  const { t } = useTranslation('explore');
  const hintId = useId();
  const cursor = useRef<SVGLineElement>(null);
  const { start, end } = track;
  const span = Math.max(1, end - start);
  const shown = useMemo(() => lanes.filter((lane) => !lane.hidden), [lanes]);
  const drawn = useMemo(() => {
    const series = shown.map((lane) => ({ lane, series: speedOf(store, lane.track) }));
    const top = speedTop(Math.max(0, ...series.map((s) => s.series.max)));
    return {
      top,
      series,
      lines: series.map(({ lane, series: s }) => ({
        id: lane.id,
        color: lane.color,
        d: speedPath(s, start, end, top),
      })),
      ticks: eventTicks(track.eventTime, start, end),
    };
  }, [store, shown, track, start, end]);
  const time = useClockTime(clock);

  useEffect(() => {
    const place = (at: number) => {
      const x = String(((at - start) / span) * speedChartBox.columns);
      cursor.current?.setAttribute('x1', x);
      cursor.current?.setAttribute('x2', x);
    };
    place(clock.time);
    return clock.onTick(place);
  }, [clock, start, span]);

  // Whole milliseconds, as every time the replay shows: a pointer a quarter of the way along an odd span
  // would otherwise put the replay between two, and the time slider would read a half the chart does not.
  const timeAt = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const share = Math.min(1, Math.max(0, (event.clientX - box.left) / Math.max(1, box.width)));
    return Math.round(start + share * span);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = Math.round(Math.max(15_000, span / (event.shiftKey ? 10 : 100)));
    const moves: Record<string, number> = {
      ArrowRight: clock.time + step,
      ArrowUp: clock.time + step,
      ArrowLeft: clock.time - step,
      ArrowDown: clock.time - step,
      Home: start,
      End: end,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    clock.seek(to);
  };
  const speeds = drawn.series
    .map(({ lane, series }) => {
      const kmh = speedAt(series, time);
      const text =
        kmh === null
          ? t('replay.chart.noSpeed')
          : t('replay.chart.speed', { speed: formatNumber(Math.round(kmh)) });
      return shown.length > 1 ? `${laneName(t, lane)} ${text}` : text;
    })
    .join(', ');

  return (
    <Box sx={{ display: 'flex', alignItems: 'stretch', gap: 0.5, mt: 0.5 }}>
      <Typography
        variant="caption"
        color="text.secondary"
        aria-hidden
        sx={{ width: 56, textAlign: 'right', lineHeight: 1.2, flexShrink: 0 }}
      >
        {t('replay.chart.speed', { speed: formatNumber(drawn.top) })}
      </Typography>
      <Box
        role="slider"
        tabIndex={0}
        aria-label={t('replay.chart.label')}
        aria-describedby={hintId}
        aria-valuemin={0}
        aria-valuemax={span}
        aria-valuenow={Math.round(time - start)}
        aria-valuetext={t('replay.chart.valueText', { time: formatInZone(time, zone), speeds })}
        onKeyDown={onKeyDown}
        onPointerMove={(event) => {
          if (!clock.playing || event.buttons === 1) clock.seek(timeAt(event));
        }}
        onClick={(event) => clock.seek(timeAt(event))}
        data-speed-chart=""
        sx={{
          flex: '1 1 auto',
          height: 64,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          cursor: 'col-resize',
          touchAction: 'none',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      >
        <svg
          viewBox={`0 0 ${speedChartBox.columns} ${speedChartBox.height}`}
          preserveAspectRatio="none"
          width="100%"
          height="100%"
          aria-hidden
          focusable="false"
        >
          <path
            d={drawn.ticks}
            stroke="currentColor"
            strokeOpacity={0.45}
            vectorEffect="non-scaling-stroke"
          />
          {drawn.lines.map((line) => (
            <path
              key={line.id}
              d={line.d}
              fill="none"
              stroke={line.color}
              strokeWidth={1.5}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <line
            ref={cursor}
            y1={0}
            y2={speedChartBox.height}
            stroke="#d32f2f"
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
          />
        </svg>
      </Box>
      <Box id={hintId} sx={visuallyHidden}>
        {t('replay.chart.hint')}
      </Box>
    </Box>
  );
});
