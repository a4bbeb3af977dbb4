import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';
import { IconButton, Slider, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatInZone } from '../../lib/format-time';
import type { ReplayClock } from './replay-clock';
import { nextEventTime, previousEventTime, type ReplayTrack } from './replay-track';
import { useClockTime } from './use-clock';

/**
 * The replay's controls that follow its time: the events before and after, the time slider and the time.
 * The only part of the panel that renders as the replay plays (a few times a second): the rest of it (the
 * speed menu, the switches, a fleet's legend of twenty lanes) rendered with it and cost a fleet replay's
 * frames on a slow machine (bench/NOTES.md).
 */
export function ReplayTimeControls({
  clock,
  track,
  zone,
}: {
  clock: ReplayClock;
  track: ReplayTrack;
  zone: string;
}) {
  const { t } = useTranslation('explore');
  const time = useClockTime(clock);
  const start = track.start;
  const span = track.end - track.start;
  const previous = previousEventTime(track, time);
  const next = nextEventTime(track, time);
  return (
    <>
      <IconButton
        aria-label={t('replay.panel.previous')}
        size="small"
        onClick={() => previous !== null && clock.seek(previous)}
        disabled={previous === null}
      >
        <SkipPreviousIcon fontSize="small" />
      </IconButton>
      <IconButton
        aria-label={t('replay.panel.next')}
        size="small"
        onClick={() => next !== null && clock.seek(next)}
        disabled={next === null}
      >
        <SkipNextIcon fontSize="small" />
      </IconButton>
      <Slider
        aria-label={t('replay.panel.time')}
        size="small"
        min={0}
        max={Math.max(span, 1)}
        step={15_000}
        shiftStep={15 * 60_000}
        value={time - start}
        disabled={span <= 0}
        getAriaValueText={(value) => formatInZone(start + value, zone)}
        onChange={(_, value) => clock.seek(start + (value as number))}
        sx={{ flex: '1 1 180px', mx: 1, minWidth: 120 }}
      />
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {formatInZone(time, zone)}
      </Typography>
    </>
  );
}
