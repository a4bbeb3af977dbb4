import { Box, Button, Collapse, Stack, Typography } from '@mui/material';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import type { StoreReport } from '../event-data';
import { lazyPart } from '../../components/lazy-part';
import { hasReadNotes, readNotes } from './read-notes';

/** The whole read report loads the first time Details opens it. */
const ReadReport = lazyPart(() => import('./read-report').then((m) => ({ default: m.ReadReport })));

/** A count for a plural text: `count` picks the form, `n` is the number as the language writes it. */
const counted = (count: number) => ({ count, n: formatNumber(count) });

/**
 * One line of what is worth knowing about this load, in a few words each (how many requests a long window
 * takes, events that could not be read, events from outside the window with a way to show them, repeats
 * merged, notes on the fields), and "Details" for the whole read report. Silent when there is nothing.
 */
export const StatusLine = memo(function StatusLine({
  days,
  report,
  showOutside,
  onShowOutside,
  namesAbsent = null,
}: {
  /** How many API dates the window spans (one request each). */
  days: number;
  report: StoreReport;
  showOutside: boolean;
  onShowOutside: (show: boolean) => void;
  /** That this API has no names of some kinds (ids are shown): said here once, as a note on the fields. */
  namesAbsent?: string | null;
}) {
  const { t } = useTranslation('events');
  const [details, setDetails] = useState(false);
  const detailsId = useId();
  const read = readNotes(report);
  const notes = namesAbsent ? { ...read, fieldNotes: read.fieldNotes + 1 } : read;
  const manyDates = days > 7;
  if (!manyDates && !hasReadNotes(notes)) return null;
  const note = (text: string, warning = false) => (
    <Typography variant="body2" color={warning ? 'warning.dark' : 'text.secondary'} noWrap>
      {text}
    </Typography>
  );
  return (
    <Box component="section" aria-label={t('status.label')}>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 30 }}
      >
        {manyDates && note(t('status.apiDates', counted(days)))}
        {notes.skipped > 0 && note(t('report.skipped', counted(notes.skipped)), true)}
        {notes.outside > 0 && (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            {note(t('status.outside', counted(notes.outside)), notes.outsideSuspect)}
            <Button size="small" onClick={() => onShowOutside(!showOutside)}>
              {showOutside ? t('report.hideOutside') : t('report.showOutside')}
            </Button>
          </Stack>
        )}
        {notes.duplicates > 0 && note(t('status.duplicates', counted(notes.duplicates)))}
        {notes.fieldNotes > 0 && note(t('status.fieldNotes', counted(notes.fieldNotes)))}
        {notes.inParts > 0 && note(t('status.inParts', counted(notes.inParts)))}
        <Button
          size="small"
          aria-expanded={details}
          aria-controls={detailsId}
          onClick={() => setDetails((shown) => !shown)}
        >
          {details ? t('report.hide') : t('report.details')}
        </Button>
      </Stack>
      <Collapse in={details} id={detailsId} unmountOnExit>
        <Stack spacing={1} sx={{ py: 1 }}>
          {manyDates && note(t('load.apiDates', counted(days)))}
          {namesAbsent && (
            <Typography variant="body2" color="text.secondary">
              {namesAbsent}
            </Typography>
          )}
          <ReadReport
            report={report}
            showOutside={showOutside}
            fallback={<Typography role="status">{t('report.loading')}</Typography>}
          />
        </Stack>
      </Collapse>
    </Box>
  );
});
