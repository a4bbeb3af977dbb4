import { Alert, Box, Button, LinearProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { describeError } from '../../lib/api-errors';
import type { DayState } from '../event-data';

/** What a card's own days say: how many are in, and those that failed. */
interface CardLoad {
  done: number;
  total: number;
  failed: readonly DayState[];
}

/** The load of some day ranges together: a card waits for all of them, and names each date that failed. */
export function cardLoad(ranges: readonly { days: readonly DayState[]; allLoaded: boolean }[]): CardLoad {
  const days = ranges.flatMap((range) => range.days);
  return {
    done: days.filter((day) => day.status !== 'pending').length,
    total: days.length,
    failed: days.filter((day) => day.status === 'error'),
  };
}

/**
 * One card of the home page: a heading, the link to the page that shows its detail, its own progress and
 * failures (a card that fails leaves the others shown), then what it found.
 */
export function HomeCard(props: {
  title: string;
  href: string;
  linkText: string;
  load: CardLoad;
  /**
   * Never shown: the card's loaded layout, holding its space from the first paint. The cards below a short
   * loading card moved down by its growth when it filled (Lighthouse's layout shift 0.13 on the home).
   */
  reserve?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('home');
  const headingId = useId();
  const { done, total, failed } = props.load;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {props.title}
        </Typography>
        <Link component={RouterLink} to={props.href} sx={{ whiteSpace: 'nowrap' }}>
          {props.linkText}
        </Link>
      </Stack>
      {/* The reserve and the card's content share one grid cell: the taller of the two sizes the card. */}
      <Box sx={{ display: 'grid', '& > *': { gridArea: '1 / 1', minWidth: 0 } }}>
        {props.reserve && (
          <Box aria-hidden sx={{ visibility: 'hidden' }}>
            {props.reserve}
          </Box>
        )}
        <Box>
          {done < total && (
            <Box role="status" sx={{ mb: 1 }}>
              <Typography variant="body2">{t('loading', { done, total })}</Typography>
              <LinearProgress variant="determinate" value={(100 * done) / total} />
            </Box>
          )}
          {failed.map((day) => (
            <Alert
              key={day.date}
              severity="error"
              sx={{ mb: 1 }}
              action={
                <Button color="inherit" size="small" onClick={day.retry}>
                  {t('retry')}
                </Button>
              }
            >
              {t('failed', { date: day.date, message: describeError(day.error) })}
            </Alert>
          ))}
          {props.children}
        </Box>
      </Box>
    </Paper>
  );
}
