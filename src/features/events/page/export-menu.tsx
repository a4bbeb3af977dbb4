import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Menu, MenuItem, Snackbar } from '@mui/material';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResolveEntityNames } from '../../entities';
import { formatNumber } from '../../../i18n/format';
import type { EventStore, Rows } from '../data/event-store';
import { download, eventsToCsv, eventsToJson } from '../data/export';
import type { EventColumn } from '../table/columns';
import { distinctIds, type RowNames } from '../table/row-names';

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

/**
 * Exports exactly what is shown: the rows after search and facets, in the chosen columns and zone, with
 * the names of their vehicles, devices, companies and trips beside the ids (waiting for names still
 * on their way).
 */
export const ExportMenu = memo(function ExportMenu({
  store,
  rows,
  columns,
  zone,
  name,
}: {
  store: EventStore;
  rows: Rows;
  columns: readonly EventColumn[];
  zone: string;
  name: string;
}) {
  const { t } = useTranslation('events');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  /** Why the last export failed (the error's own words), worded when shown. */
  const [failure, setFailure] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const namesForExport = useNamesForExport(store);
  const close = () => setAnchor(null);
  const exportAs = (make: (names: RowNames) => Promise<void>) => {
    close();
    setPreparing(true);
    namesForExport()
      .then(make)
      // The CSV library loads now; after a redeploy its old chunk may be gone: say so, keep the page.
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)))
      .finally(() => setPreparing(false));
  };
  return (
    <>
      <Button
        startIcon={<DownloadIcon />}
        disabled={rows.length === 0 || preparing}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        {preparing ? t('export.exporting') : t('export.button')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem
          onClick={() =>
            exportAs(async (names) =>
              download(
                `${name}.csv`,
                'text/csv;charset=utf-8',
                await eventsToCsv(store, rows, columns, zone, names),
              ),
            )
          }
        >
          {t('export.csv', { count: rows.length, n: formatNumber(rows.length) })}
        </MenuItem>
        <MenuItem
          onClick={() =>
            exportAs(async (names) =>
              download(`${name}.json`, 'application/json', eventsToJson(store, rows, names)),
            )
          }
        >
          {t('export.json')}
        </MenuItem>
      </Menu>
      <Snackbar open={failure !== null} onClose={() => setFailure(null)} autoHideDuration={10_000}>
        <Alert severity="error" onClose={() => setFailure(null)}>
          {failure !== null && t('export.failed', { reason: failure })}
        </Alert>
      </Snackbar>
    </>
  );
});
