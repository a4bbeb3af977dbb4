import {
  Alert,
  Autocomplete,
  Box,
  Button,
  LinearProgress,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { eventDetailHref } from '../../../config/paths';
import { formatNumber } from '../../../i18n/format';
import { ApiError, describeError } from '../../../lib/api-errors';
import { addDays, dateStringOf, isValidZone } from '../../../lib/time-zones';
import { windowAroundDate } from '../api/detail-window';
import { aroundDate } from './around-date';
import { userTimeZone, useRegionApi, useSignedIn } from '../../auth';
import { fetchEvent, useApiDateZone } from '../../event-data';
import { isPathSafeType, knownEventTypes, resolveZone } from '../../event-url';
import { parsePasted } from './parse-pasted';
import { outwardSteps, searchOutward, type SearchStep } from './search-outward';

const maxDaysEachWay = 30;
type Status =
  | { kind: 'idle' }
  | { kind: 'searching'; done: number; total: number; span: SearchStep | null }
  | { kind: 'notFound'; span: SearchStep }
  | { kind: 'stopped'; span: SearchStep | null }
  | { kind: 'failed'; error: unknown };

export function LookupPage() {
  const { t } = useTranslation('detail');
  const { region, session } = useSignedIn();
  const api = useRegionApi();
  const apiZone = useApiDateZone();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A zone chosen on the events page travels with the link here, and on to the event found.
  const tzParam = params.get('tz');
  const tz = tzParam && (tzParam === 'browser' || isValidZone(tzParam)) ? tzParam : 'user';
  const zone = resolveZone(tz, userTimeZone(session));
  const [type, setType] = useState('ignition');
  const [id, setId] = useState('');
  const [date, setDate] = useState(() => dateStringOf(Date.now(), zone));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const idError = id !== '' && !/^\d{1,40}$/.test(id) ? t('lookup.idError') : undefined;
  const typeError = type !== '' && !isPathSafeType(type) ? t('lookup.typeError') : undefined;
  const searchDate = aroundDate(date, zone, apiZone);
  const dateError = searchDate === null ? t('lookup.aroundError') : undefined;

  async function search(event: FormEvent) {
    event.preventDefault();
    if (!type || !id || typeError || idError || searchDate === null) return;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const first = windowAroundDate(searchDate, apiZone);
    const today = dateStringOf(Date.now(), apiZone ?? 'UTC');
    const steps = outwardSteps(first, maxDaysEachWay, apiZone ? today : addDays(today, 1));
    setStatus({ kind: 'searching', done: 0, total: steps.length, span: null });
    const outcome = await searchOutward(
      steps,
      (step, signal) =>
        fetchEvent(api.get, region, type, id, step.from, step.to, signal).catch((error: unknown) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }),
      abort.signal,
      (done, span) => setStatus({ kind: 'searching', done, total: steps.length, span }),
    );
    if (abort.signal.aborted && outcome.kind !== 'found') {
      setStatus({ kind: 'stopped', span: outcome.kind === 'failed' ? outcome.searched : outcome.searched });
      return;
    }
    if (outcome.kind === 'found') {
      void navigate(
        eventDetailHref({
          regionId: region.id,
          type: outcome.value.event.type,
          id: outcome.value.event.idText,
          timeAt: outcome.value.event.timeAt,
          tz,
        }),
      );
    } else if (outcome.kind === 'failed') setStatus({ kind: 'failed', error: outcome.error });
    else if (outcome.kind === 'notFound') setStatus({ kind: 'notFound', span: outcome.searched });
    else setStatus({ kind: 'stopped', span: outcome.searched });
  }

  /** The API dates looked at so far, first and last (API windows end the day after their last date). */
  const span = (s: SearchStep) => ({ from: s.from, to: addDays(s.to, -1) });
  const progress = (done: number, total: number) => ({
    count: total,
    done: formatNumber(done),
    total: formatNumber(total),
  });
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Typography variant="h5" component="h1">
        {t('lookup.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack
          component="form"
          spacing={2}
          onSubmit={(e) => void search(e)}
          aria-label={t('lookup.formLabel')}
        >
          <TextField
            size="small"
            label={t('lookup.paste')}
            placeholder={t('lookup.pastePlaceholder')}
            onChange={(e) => {
              const pasted = parsePasted(e.target.value, zone);
              if (!pasted) return;
              setType(pasted.type);
              setId(pasted.id);
              if (pasted.date) setDate(pasted.date);
            }}
          />
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Autocomplete
              freeSolo
              size="small"
              options={[...knownEventTypes]}
              inputValue={type}
              onInputChange={(_, value) => setType(value.trim())}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('lookup.type')}
                  required
                  error={Boolean(typeError)}
                  helperText={typeError ?? ' '}
                />
              )}
              sx={{ width: 200 }}
            />
            <TextField
              size="small"
              label={t('lookup.eventId')}
              required
              value={id}
              onChange={(e) => setId(e.target.value.trim())}
              error={Boolean(idError)}
              helperText={idError ?? ' '}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField
              size="small"
              label={t('lookup.around')}
              value={date}
              onChange={(e) => setDate(e.target.value)}
              error={Boolean(dateError)}
              placeholder={t('lookup.aroundPlaceholder')}
              helperText={dateError ?? t('lookup.aroundHelp', { zone })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained" disabled={status.kind === 'searching'}>
              {t('lookup.find')}
            </Button>
            {status.kind === 'searching' && (
              <Button onClick={() => controller.current?.abort()}>{t('lookup.stop')}</Button>
            )}
          </Box>
        </Stack>
      </Paper>
      {status.kind === 'searching' && (
        <Box role="status">
          <Typography variant="body2">
            {status.span
              ? t('lookup.searching', { ...progress(status.done, status.total), ...span(status.span) })
              : t('lookup.searchingNowhere', progress(status.done, status.total))}
          </Typography>
          <LinearProgress variant="determinate" value={(100 * status.done) / status.total} />
        </Box>
      )}
      {status.kind === 'notFound' && (
        <Alert severity="warning" role="status">
          {t('lookup.notFound', {
            type,
            id,
            ...span(status.span),
            count: maxDaysEachWay,
            n: formatNumber(maxDaysEachWay),
          })}
        </Alert>
      )}
      {status.kind === 'stopped' && (
        <Alert severity="info" role="status">
          {status.span ? t('lookup.stopped', span(status.span)) : t('lookup.stoppedNowhere')}
        </Alert>
      )}
      {status.kind === 'failed' && (
        <Alert severity="error">{t('lookup.failed', { reason: describeError(status.error) })}</Alert>
      )}
    </Stack>
  );
}
