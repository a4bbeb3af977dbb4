import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AttentionCard } from './attention-card';
import { RoadCard } from './road-card';
import { StandsOutCard } from './stands-out-card';
import { TodayCard } from './today-card';
import { useTodayDays } from './use-today-counts';
import { useHomeClock } from './use-home-clock';

/**
 * `/<region>`: the region today at a glance. Each card asks for its own days through the events page's day
 * queries (one cache), shows its own progress and failures, and links to the page with its detail.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const clock = useHomeClock();
  // Today and its four weeks before, read once for the two cards that compare them.
  const days = useTodayDays(clock);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h5" component="h1">
        {t('title', { region: clock.regionLabel })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <TodayCard clock={clock} days={days} />
        <StandsOutCard clock={clock} days={days} />
        <AttentionCard clock={clock} />
        <RoadCard clock={clock} />
      </Box>
    </Box>
  );
}
