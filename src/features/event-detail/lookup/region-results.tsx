import { Box, Button, LinearProgress, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { eventDetailHref, paths } from '../../../config/paths';
import type { RegionConfig } from '../../../config/schema';
import { describeError } from '../../../lib/api-errors';
import { formatInZone } from '../../../lib/format-time';
import { lookupSearch, type LookupForm } from './lookup-params';
import { progressText, regionEndText } from './lookup-progress-text';
import type { RegionState } from './use-regions-lookup';

interface RowProps {
  region: RegionConfig;
  state: RegionState;
  form: LookupForm;
  zone: string;
  tz: string | null;
  /** The region where the event was found, if one was: the others' lines say so. */
  foundIn: string | null;
  onRetry: (region: RegionConfig) => void;
}

/** One region's line: what its search found or why not, and what can be done about it. */
function RegionRow({ region, state, form, zone, tz, foundIn, onRetry }: RowProps) {
  const { t } = useTranslation('detail');
  let text = regionEndText(t, state, foundIn) ?? progressText(t, state, form);
  let action = null;
  if (state.kind === 'waiting') text = t('lookup.regions.waiting');
  if (state.kind === 'found') {
    const { event } = state;
    text = t('lookup.regions.found', {
      type: event.action ? `${event.type} · ${event.action}` : event.type,
      time: formatInZone(event.timeAt, zone),
      zone,
    });
    const href = eventDetailHref({
      regionId: region.id,
      type: event.type,
      id: event.idText,
      timeAt: event.timeAt,
      ...(tz ? { tz } : {}),
    });
    action = (
      <Link component={RouterLink} to={href}>
        {t('lookup.regions.open', { region: region.label })}
      </Link>
    );
  }
  if (state.kind === 'notSignedIn') {
    text = t('lookup.regions.notSignedIn');
    // Sign-in returns only within its own region: to this lookup there, which searches every region again.
    const back = `${paths.lookup(region.id)}${lookupSearch({ ...form, all: true }, tz)}`;
    action = (
      <Link component={RouterLink} to={paths.signIn(region.id, back)}>
        {t('lookup.regions.signIn', { region: region.label })}
      </Link>
    );
  }
  if (state.kind === 'failed') {
    text = t('lookup.failed', { reason: describeError(state.error) });
    action = (
      <Button
        size="small"
        onClick={() => onRetry(region)}
        aria-label={t('lookup.regions.retryIn', { region: region.label })}
      >
        {t('lookup.regions.retry')}
      </Button>
    );
  }
  return (
    <ListItem divider aria-label={region.label} sx={{ display: 'block' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 500, minWidth: 140 }}>{region.label}</Typography>
        <Typography
          variant="body2"
          color={
            state.kind === 'failed' ? 'error' : state.kind === 'found' ? 'success.main' : 'text.secondary'
          }
          sx={{ flex: 1, minWidth: 200 }}
        >
          {text}
        </Typography>
        {action}
      </Stack>
      {state.kind === 'searching' && (
        <LinearProgress
          aria-label={text ?? undefined}
          variant="determinate"
          value={(100 * state.done) / Math.max(state.total, 1)}
          sx={{ mt: 0.5 }}
        />
      )}
    </ListItem>
  );
}

/** Every region's result, in the order searched; "go on" when a hit stopped the others. */
export function RegionResults({
  regions,
  states,
  onGoOn,
  ...rest
}: Omit<RowProps, 'region' | 'state' | 'foundIn'> & {
  regions: readonly RegionConfig[];
  states: Readonly<Record<string, RegionState>>;
  onGoOn: () => void;
}) {
  const { t } = useTranslation('detail');
  const shown = regions.filter((region) => states[region.id]);
  if (shown.length === 0) return null;
  const busy = shown.some((region) => ['waiting', 'searching'].includes(states[region.id]?.kind ?? ''));
  const stopped = shown.some((region) => states[region.id]?.kind === 'stopped');
  const foundIn = shown.find((region) => states[region.id]?.kind === 'found')?.label ?? null;
  return (
    <Box>
      <Typography id="lookup-regions" variant="h6" component="h2">
        {t('lookup.regions.title')}
      </Typography>
      <List aria-labelledby="lookup-regions" aria-busy={busy}>
        {shown.map((region) => (
          <RegionRow
            key={region.id}
            region={region}
            state={states[region.id] ?? { kind: 'waiting' }}
            foundIn={foundIn}
            {...rest}
          />
        ))}
      </List>
      {stopped && !busy && <Button onClick={onGoOn}>{t('lookup.goOn')}</Button>}
    </Box>
  );
}
