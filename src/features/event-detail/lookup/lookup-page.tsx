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
import { useNavigate, useSearchParams } from 'react-router';
import { eventDetailHref } from '../../../config/paths';
import { ApiError, describeError } from '../../../lib/api-errors';
import { addDays, dateStringOf, isValidZone } from '../../../lib/time-zones';
import { windowAroundDate } from '../api/detail-window';
import { aroundDate } from './around-date';
import { useRegionApi, useSignedIn } from '../../auth';
import { fetchEvent, knownEventTypes, resolveZone, useApiDateZone } from '../../events';
import { parsePasted } from './parse-pasted';
import { outwardSteps, searchOutward, type SearchStep } from './search-outward';

const maxDaysEachWay = 30;
type Status =
  | { kind: 'idle' }
  | { kind: 'searching'; done: number; total: number; span: SearchStep | null }
  | { kind: 'notFound' | 'stopped'; span: SearchStep | null }
  | { kind: 'failed'; message: string };

export function LookupPage() {
  const { region, session } = useSignedIn();
  const api = useRegionApi();
  const apiZone = useApiDateZone();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A zone chosen on the events page travels with the link here, and on to the event found.
  const tzParam = params.get('tz');
  const tz = tzParam && (tzParam === 'browser' || isValidZone(tzParam)) ? tzParam : 'user';
  const zone = resolveZone(tz, session.kind === 'oidc' ? session.user.timeZone : undefined);
  const [type, setType] = useState('ignition');
  const [id, setId] = useState('');
  const [date, setDate] = useState(() => dateStringOf(Date.now(), zone));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const idError = id !== '' && !/^\d{1,40}$/.test(id) ? 'A whole number' : undefined;
  const searchDate = aroundDate(date, zone, apiZone);
  const dateError = searchDate === null ? 'A date (YYYY-MM-DD) or date-time (YYYY-MM-DD HH:mm)' : undefined;

  async function search(event: FormEvent) {
    event.preventDefault();
    if (!type || !id || idError || searchDate === null) return;
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
    } else if (outcome.kind === 'failed')
      setStatus({ kind: 'failed', message: describeError(outcome.error) });
    else setStatus({ kind: outcome.kind, span: outcome.searched });
  }

  const span = (s: SearchStep | null) => (s ? `${s.from} and ${addDays(s.to, -1)}` : 'nowhere yet');
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Typography variant="h5" component="h1">
        Look up an event
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack component="form" spacing={2} onSubmit={(e) => void search(e)} aria-label="Event lookup">
          <TextField
            size="small"
            label="Paste a link or type/id"
            placeholder="https://…/events/ignition/123?at=… or ignition/123"
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
              renderInput={(params) => <TextField {...params} label="Type" required />}
              sx={{ width: 200 }}
            />
            <TextField
              size="small"
              label="Event id"
              required
              value={id}
              onChange={(e) => setId(e.target.value.trim())}
              error={Boolean(idError)}
              helperText={idError ?? ' '}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextField
              size="small"
              label="Around"
              value={date}
              onChange={(e) => setDate(e.target.value)}
              error={Boolean(dateError)}
              placeholder="YYYY-MM-DD or YYYY-MM-DD HH:mm"
              helperText={dateError ?? `Date or date-time in ${zone}`}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" variant="contained" disabled={status.kind === 'searching'}>
              Find event
            </Button>
            {status.kind === 'searching' && <Button onClick={() => controller.current?.abort()}>Stop</Button>}
          </Box>
        </Stack>
      </Paper>
      {status.kind === 'searching' && (
        <Box role="status">
          <Typography variant="body2">
            Searching… {status.done} of {status.total} requests; looked between {span(status.span)}
          </Typography>
          <LinearProgress variant="determinate" value={(100 * status.done) / status.total} />
        </Box>
      )}
      {status.kind === 'notFound' && (
        <Alert severity="warning" role="status">
          {type} event {id} was not found between {span(status.span)} (API dates, {maxDaysEachWay} days each
          way).
        </Alert>
      )}
      {status.kind === 'stopped' && (
        <Alert severity="info" role="status">
          Stopped. Looked between {span(status.span)}.
        </Alert>
      )}
      {status.kind === 'failed' && <Alert severity="error">The search stopped: {status.message}</Alert>}
    </Stack>
  );
}
