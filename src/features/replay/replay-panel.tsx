import CloseIcon from '@mui/icons-material/Close';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import {
  Alert,
  Button,
  FormControlLabel,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import type { EventStore } from '../event-data';
import { replayParam } from '../event-url';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { replaySpeeds } from './replay-clock';
import { FollowChoice, ReplayLegend } from './replay-legend';
import { ReplaySummary } from './replay-summary';
import { SpeedChart } from './speed-chart';
import { useClockState } from './use-clock';
import { ReplayTimeControls } from './replay-time-controls';
import type { Replay } from './use-replay';
import type { ReplayOptions } from './use-replay-options';

const targetText = (t: TFunction<'explore'>, target: NonNullable<Replay['target']>, name?: string) =>
  target.kind === 'vehicles'
    ? t('replay.panel.target.vehicles', { n: formatNumber(target.ids.length) })
    : (name ?? t(`replay.panel.target.${target.kind}`, { id: target.id }));

/**
 * The replay's controls: play and pause, the events before and after, a time slider over its events,
 * speed, following the marker (or a fleet's group or one of it), skipping long stops, a fleet's legend,
 * the speed chart and the trip summary. Renders on a click; its time controls and speed chart follow the
 * time, a few times a second while playing, never every frame.
 */
export function ReplayPanel({
  store,
  replay,
  options,
  zone,
  odometerUnit,
  loading,
  onShowMap,
}: {
  store: EventStore;
  replay: Replay;
  /** Following the marker, skipping stops, how long a stop is. */
  options: ReplayOptions;
  zone: string;
  odometerUnit: string;
  /** Days are still arriving: an empty track may yet fill. */
  loading: boolean;
  /** Offered when the map is hidden (a replay link opened in Table mode). */
  onShowMap?: (() => void) | undefined;
}) {
  const { t } = useTranslation('explore');
  const { clock, track, summary, target, lanes } = replay;
  const { playing, speed } = useClockState(clock);
  const seek = useCallback((at: number) => clock.seek(at), [clock]);
  const playButton = useRef<HTMLButtonElement>(null);
  // A replay just chosen (from a popup, a menu): the keyboard lands on Play.
  const targetKey = target ? replayParam(target) : '';
  useEffect(() => {
    if (targetKey) playButton.current?.focus({ preventScroll: true });
  }, [targetKey]);

  if (replay.unreadable !== null)
    return (
      <Alert severity="warning" onClose={replay.stop}>
        {t('replay.panel.unreadable', { value: replay.unreadable })}
      </Alert>
    );
  if (!target || !track) return null;
  const fleet = target.kind === 'vehicles';
  const title = t('replay.panel.title', { target: targetText(t, target, lanes[0]?.entity?.name) });
  const close = (
    <Tooltip title={t('replay.panel.end')}>
      <IconButton aria-label={t('replay.panel.end')} onClick={replay.stop} size="small">
        <CloseIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
  if (track.events.length === 0)
    return (
      <Paper component="section" aria-label={t('replay.panel.label')} variant="outlined" sx={{ p: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography role="status" variant="body2" sx={{ flexGrow: 1 }}>
            {loading
              ? t('replay.panel.waiting', { title })
              : target.kind === 'vehicles'
                ? t('replay.panel.noEvents.vehicles', { title })
                : t(`replay.panel.noEvents.${target.kind}`, { title, id: target.id })}
          </Typography>
          {close}
        </Stack>
      </Paper>
    );

  const span = track.end - track.start;
  return (
    <Paper
      component="section"
      aria-label={t('replay.panel.label')}
      variant="outlined"
      sx={{ px: 1.5, py: 1 }}
    >
      <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
        <Typography component="h2" variant="subtitle2" sx={{ whiteSpace: 'nowrap' }}>
          {title}
        </Typography>
        <IconButton
          ref={playButton}
          aria-label={playing ? t('replay.panel.pause') : t('replay.panel.play')}
          onClick={() => clock.toggle()}
          disabled={span <= 0}
          color="primary"
        >
          {playing ? <PauseIcon /> : <PlayArrowIcon />}
        </IconButton>
        <ReplayTimeControls clock={clock} track={track} zone={zone} />
        <TextField
          select
          size="small"
          label={t('replay.panel.rate')}
          value={speed}
          onChange={(event) => clock.setSpeed(Number(event.target.value))}
          sx={{ width: 160 }}
        >
          {replaySpeeds.map((s) => (
            <MenuItem key={s} value={s}>
              {formatNumber(s)}×
            </MenuItem>
          ))}
        </TextField>
        <FollowChoice lanes={lanes} fleet={fleet} options={options} />
        <Tooltip
          describeChild
          title={t('replay.panel.skipStopsHint', {
            count: options.stopMinutes,
            n: formatNumber(options.stopMinutes),
          })}
        >
          <FormControlLabel
            control={
              <Switch
                size="small"
                checked={options.skipStops}
                onChange={(e) => options.setSkipStops(e.target.checked)}
              />
            }
            label={t('replay.panel.skipStops')}
          />
        </Tooltip>
        {onShowMap && (
          <Button size="small" onClick={onShowMap}>
            {t('replay.panel.showMap')}
          </Button>
        )}
        {close}
      </Stack>
      {fleet && <ReplayLegend lanes={lanes} onToggle={options.toggleHidden} />}
      <SpeedChart store={store} track={track} lanes={lanes} clock={clock} zone={zone} />
      {summary && (
        <ReplaySummary
          summary={summary}
          track={track}
          zone={zone}
          odometerUnit={odometerUnit}
          stopMinutes={options.stopMinutes}
          onStopMinutes={options.setStopMinutes}
          onSeek={seek}
        />
      )}
    </Paper>
  );
}
