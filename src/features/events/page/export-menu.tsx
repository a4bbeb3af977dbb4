import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Menu, MenuItem, Snackbar } from '@mui/material';
import { memo, useState } from 'react';
import type { EventStore, Rows } from '../data/event-store';
import { download, eventsToCsv, eventsToJson } from '../data/export';
import type { EventColumn } from '../table/columns';

/** Exports exactly what is shown: the rows after search and facets, in the chosen columns and zone. */
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
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        startIcon={<DownloadIcon />}
        disabled={rows.length === 0}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
      >
        Export
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            // The CSV library loads now; after a redeploy its old chunk may be gone: say so, keep the page.
            eventsToCsv(store, rows, columns, zone).then(
              (csv) => download(`${name}.csv`, 'text/csv;charset=utf-8', csv),
              (error: unknown) =>
                setFailure(
                  `The CSV could not be made: ${error instanceof Error ? error.message : String(error)}`,
                ),
            );
          }}
        >
          CSV ({rows.length.toLocaleString()} rows)
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            download(`${name}.json`, 'application/json', eventsToJson(store, rows));
          }}
        >
          JSON (raw events)
        </MenuItem>
      </Menu>
      <Snackbar open={failure !== null} onClose={() => setFailure(null)} autoHideDuration={10_000}>
        <Alert severity="error" onClose={() => setFailure(null)}>
          {failure} Reload the page to try again.
        </Alert>
      </Snackbar>
    </>
  );
});
