import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, CircularProgress, Menu, MenuItem, Snackbar } from '@mui/material';
import { memo, useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useResolveEntityNames } from '../../entities';
import { formatNumber } from '../../../i18n/format';
import type { EventStore, Rows } from '../../event-data';
import type { EventColumn } from '../../event-rows';
import { distinctIds, type RowNames } from '../../event-rows';
import { useExportJob, type ExportProgress } from './use-export-job';

/** Every name of the store's ids, once each has its answer (or failed: that id goes without a name). */
function useNamesForExport(store: EventStore): () => Promise<RowNames> {
  const resolve = useResolveEntityNames();
  return async () => {
    const ask = (kind: keyof RowNames) => resolve(kind, distinctIds(store, kind));
    const [vehicle, device, company, trip] = await Promise.all([
      ask('vehicle'),
      ask('device'),
      ask('company'),
      ask('trip'),
    ]);
    return { vehicle, device, company, trip };
  };
}

/** The writers load with the first export: the page's first load does without them. */
const writer = () => import('./export');

/** The share of rows written (0 to 1), or null while the names are awaited. */
const writtenShare = (progress: ExportProgress) =>
  progress.phase === 'rows' ? (progress.total ? progress.done / progress.total : 0) : null;

/** The button's text while an export runs: the share of rows written, once rows are being written. */
function progressText(share: number | null, t: TFunction<'events'>): string {
  if (share === null) return t('export.exporting');
  return t('export.progress', { share: formatNumber(share, { style: 'percent' }) });
}

/**
 * Exports exactly what is shown: the rows after search and facets, in the chosen columns and zone, with
 * the names of their vehicles, devices, companies and trips beside the ids (waiting for names still
 * on their way). The rows are those shown when it started; a long export shows how far it is and can be
 * cancelled, and the page answers meanwhile.
 */
export const ExportMenu = memo(function ExportMenu({
  store,
  rows,
  count,
  columns,
  zone,
  name,
}: {
  store: EventStore;
  /**
   * The rows shown, read when an export starts: the menu shows only their count, so a sort (same count,
   * another order) does not render it again.
   */
  rows: () => Rows;
  count: number;
  columns: readonly EventColumn[];
  zone: string;
  name: string;
}) {
  const { t } = useTranslation('events');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const job = useExportJob(useNamesForExport(store));
  const close = () => setAnchor(null);
  const { progress } = job;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const exporting = progress !== null;
  // The menu hands focus back to Export as it closes, which the export has just disabled: the keyboard
  // goes on from Cancel instead (a passive effect, so after the menu's).
  useEffect(() => {
    if (exporting) cancelRef.current?.focus();
  }, [exporting]);
  const share = progress ? writtenShare(progress) : null;
  return (
    <>
      <Button
        startIcon={
          progress ? (
            <CircularProgress
              size={16}
              variant={share === null ? 'indeterminate' : 'determinate'}
              value={(share ?? 0) * 100}
              aria-label={t('export.progressLabel')}
            />
          ) : (
            <DownloadIcon />
          )
        }
        disabled={count === 0 || progress !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        {progress ? progressText(share, t) : t('export.button')}
      </Button>
      {progress && (
        <Button onClick={job.cancel} ref={cancelRef}>
          {t('export.cancel')}
        </Button>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            const shown = rows();
            job.start(`${name}.csv`, (names, options) =>
              writer().then((w) => w.eventsToCsv(store, shown, columns, zone, names, options)),
            );
          }}
        >
          {t('export.csv', { count, n: formatNumber(count) })}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            const shown = rows();
            job.start(`${name}.json`, (names, options) =>
              writer().then((w) => w.eventsToJson(store, shown, names, options)),
            );
          }}
        >
          {t('export.json')}
        </MenuItem>
      </Menu>
      <Snackbar open={job.failure !== null} onClose={job.clearFailure} autoHideDuration={10_000}>
        <Alert severity="error" onClose={job.clearFailure}>
          {job.failure !== null && t('export.failed', { reason: job.failure })}
        </Alert>
      </Snackbar>
    </>
  );
});
