import { useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';

const width = 24 * 10;
const height = 48;

/** The bars' box on the page, also the space today's card holds for them while its days load. */
export const hourBarsBox = { width: '100%', height: 56, display: 'block', margin: '8px 0' } as const;

/**
 * Today's count per hour of the zone as bars, the usual one as a tick on each: hours still to come are
 * left empty. Plain SVG, as the histogram is.
 */
export function HourBars({
  hours,
  upTo,
}: {
  hours: readonly { today: number; usual: number }[];
  upTo: number;
}) {
  const { t } = useTranslation('home');
  const theme = useTheme();
  const top = Math.max(1, ...hours.map((h) => Math.max(h.today, h.usual)));
  const y = (n: number) => height - (height * n) / top;
  return (
    <svg
      role="img"
      aria-label={t('today.hoursLabel')}
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      style={hourBarsBox}
    >
      {hours.map((h, hour) =>
        hour > upTo ? null : (
          <g key={hour}>
            <rect
              x={hour * 10 + 1}
              y={y(h.today)}
              width={8}
              height={height - y(h.today)}
              fill={theme.palette.primary.main}
            />
            <rect x={hour * 10} y={y(h.usual) - 1} width={10} height={2} fill={theme.palette.text.primary} />
          </g>
        ),
      )}
    </svg>
  );
}
