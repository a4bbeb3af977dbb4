import { useTheme } from '@mui/material';
import { memo } from 'react';
import { formatNumber } from '../../i18n/format';
import { tickText } from './bar-text';
import type { ChartBox } from './chart-geometry';

/**
 * The count axis (its top and middle, dashed across the plot) and the time axis's ticks and labels.
 * Memoised: the chart renders again with each hover and keyboard step, and the ticks' dates are formatted
 * here. `language` is the active one: its texts are in it.
 */
export const ChartAxes = memo(function ChartAxes({
  box,
  yMax,
  ticks,
  zone,
}: {
  box: ChartBox;
  yMax: number;
  ticks: { x: number; t: number }[];
  zone: string;
  language: string;
}) {
  const theme = useTheme();
  return (
    <g fill={theme.palette.text.secondary} fontSize={11}>
      {[yMax, yMax / 2].map((n) => {
        const y = box.bottom - ((box.bottom - box.top) * n) / yMax;
        return (
          <g key={n}>
            <line
              x1={box.left}
              x2={box.right}
              y1={y}
              y2={y}
              stroke={theme.palette.divider}
              strokeDasharray="3 3"
            />
            <text x={box.left - 6} y={y + 4} textAnchor="end">
              {formatNumber(n)}
            </text>
          </g>
        );
      })}
      <text x={box.left - 6} y={box.bottom + 4} textAnchor="end">
        0
      </text>
      {ticks.map((tick) => (
        <g key={tick.x}>
          <line x1={tick.x} x2={tick.x} y1={box.bottom} y2={box.bottom + 4} stroke={theme.palette.divider} />
          <text x={tick.x} y={box.bottom + 16} textAnchor="middle">
            {tickText(tick.t, zone)}
          </text>
        </g>
      ))}
    </g>
  );
});
