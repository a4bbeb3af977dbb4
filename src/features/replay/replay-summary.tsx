import { Box, Button, Collapse, Link, Stack, TextField, Typography } from '@mui/material';
import { memo, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { formatDuration, formatInZone } from '../../lib/format-time';
import type { ReplayTrack } from './replay-track';
import type { TripSummary } from './trip-summary';
import { labelledFieldWidth } from '../../components/label-width';

const km = (value: number) => formatNumber(value, { maximumFractionDigits: 1 });

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'baseline' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * Distance, duration, moving and stopped time, and the stops of at least N minutes (each one a jump).
 * Memoised, and the stops mounted only while shown: the panel renders four times a second while a replay
 * plays, and a day's hundreds of stops would be rendered again each time.
 */
export const ReplaySummary = memo(function ReplaySummary({
  summary,
  track,
  zone,
  odometerUnit,
  stopMinutes,
  onStopMinutes,
  onSeek,
}: {
  summary: TripSummary;
  track: ReplayTrack;
  zone: string;
  odometerUnit: string;
  stopMinutes: number;
  onStopMinutes: (minutes: number) => void;
  onSeek: (time: number) => void;
}) {
  const { t } = useTranslation('explore');
  const [showStops, setShowStops] = useState(false);
  const [draft, setDraft] = useState(String(stopMinutes));
  const stopsId = useId();
  const { distance, stops } = summary;
  const notDrawn = track.invalidFixes + track.missingFixes;
  return (
    <Box component="section" aria-label={t('replay.summary.label')}>
      <Stack
        component="dl"
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'center', m: 0 }}
      >
        <Fact term={t('replay.summary.distance')}>
          {distance.source === 'odometer'
            ? t('replay.summary.distanceOdometer', { value: km(distance.value), unit: odometerUnit })
            : t('replay.summary.distancePath', { value: km(distance.value) })}
        </Fact>
        <Fact term={t('replay.summary.duration')}>{formatDuration(summary.durationMs)}</Fact>
        <Fact term={t('replay.summary.moving')}>{formatDuration(summary.movingMs)}</Fact>
        <Fact term={t('replay.summary.stopped')}>{formatDuration(summary.stoppedMs)}</Fact>
        <Fact term={t('replay.summary.fixes')}>
          {formatNumber(summary.fixes)}
          {notDrawn > 0 && ' '}
          {notDrawn > 0 && t('replay.summary.withoutFix', { count: notDrawn, n: formatNumber(notDrawn) })}
        </Fact>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            type="number"
            label={t('replay.summary.stopsOver')}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              const minutes = Number(event.target.value);
              if (event.target.value !== '' && Number.isFinite(minutes) && minutes >= 0)
                onStopMinutes(minutes);
            }}
            slotProps={{ htmlInput: { min: 0, max: 1440, step: 1 } }}
            sx={{ width: labelledFieldWidth(t('replay.summary.stopsOver'), 130) }}
          />
          <Button
            size="small"
            aria-expanded={showStops}
            aria-controls={stopsId}
            disabled={stops.length === 0}
            onClick={() => setShowStops((shown) => !shown)}
          >
            {stops.length === 0
              ? t('replay.summary.noStops')
              : t('replay.summary.stops', { count: stops.length, n: formatNumber(stops.length) })}
          </Button>
        </Stack>
      </Stack>
      <Collapse in={showStops && stops.length > 0} id={stopsId} unmountOnExit>
        <Box component="ol" sx={{ m: 0, mt: 0.5, pl: 3, maxHeight: 160, overflow: 'auto' }}>
          {stops.map((stop) => (
            <li key={stop.from}>
              <Link component="button" variant="body2" onClick={() => onSeek(stop.from)}>
                {formatInZone(stop.from, zone)}
              </Link>{' '}
              <Typography component="span" variant="body2">
                · {formatDuration(stop.to - stop.from)}
              </Typography>
            </li>
          ))}
        </Box>
      </Collapse>
    </Box>
  );
});
