import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { RegionConfig } from '../../../config/schema';
import { entityKindLabels, entityKinds } from '../entity-name';
import { ImportedNames } from './imported-names';
import { ImportResult, type ImportOutcome } from './import-result';
import { saveLocalNames } from './local-names';
import { parseNamesCsv } from './parse-names-csv';

/** A names file bigger than this is surely not one (50,000 names are about 2 MB). */
const maxFileBytes = 10 * 1024 * 1024;

const example =
  'kind,id,name,secondary\nvehicle,40010024,Ute 12,ABC-123\ndevice,140010024,Dana’s tablet,356938035643809';

function sourcesText(region: RegionConfig): string {
  const withEndpoint = entityKinds.filter((kind) => region.entities[kind]);
  if (withEndpoint.length === 0)
    return `${region.label}'s configuration names no API for names, so ids show as ids unless you import names here.`;
  const names = withEndpoint.map((kind) => entityKindLabels[kind].many.toLowerCase());
  const missing = entityKinds.filter((kind) => !region.entities[kind]);
  return `${region.label}'s API gives names for ${names.join(', ')}. Imported names show until it answers, when it has none${
    missing.length > 0
      ? `, and for ${missing.map((kind) => entityKindLabels[kind].many.toLowerCase()).join(', ')}`
      : ''
  }.`;
}

/** See, import and remove the names kept in this browser for one region. */
export function EntityNamesDialog({
  region,
  open,
  onClose,
}: {
  region: RegionConfig;
  open: boolean;
  onClose: () => void;
}) {
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  // Each import shows the list afresh, without an earlier removal's message.
  const [imports, setImports] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const helpId = useId();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be chosen again after it is fixed
    if (!file) return;
    const fileName = file.name;
    if (file.size > maxFileBytes) {
      setOutcome({
        state: 'failed',
        fileName,
        message: 'The file is larger than 10 MB; a names file is much smaller.',
        problems: [],
      });
      return;
    }
    setOutcome({ state: 'reading', fileName });
    try {
      const parsed = await parseNamesCsv(await file.text());
      if (parsed.rows.length === 0) {
        setOutcome({
          state: 'failed',
          fileName,
          message: 'No line of the file is a name (kind,id,name).',
          problems: parsed.problems,
        });
        return;
      }
      const counts = saveLocalNames(region.id, parsed.rows);
      setImports((n) => n + 1);
      setOutcome({ state: 'done', fileName, counts, ...parsed });
    } catch (error) {
      setOutcome({
        state: 'failed',
        fileName,
        message: error instanceof Error ? error.message : String(error),
        problems: [],
      });
    }
  };

  // Removing names makes an earlier import's result stale.
  const remove = () => setOutcome(null);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Names for ids in {region.label}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{sourcesText(region)}</Typography>
          <Box component="section" aria-labelledby={`${titleId}-held`}>
            <Typography id={`${titleId}-held`} variant="subtitle1" component="h3">
              Imported in this browser
            </Typography>
            <ImportedNames key={imports} region={region} onRemove={remove} />
          </Box>
          <Box component="section" aria-labelledby={`${titleId}-import`}>
            <Typography id={`${titleId}-import`} variant="subtitle1" component="h3">
              Import a CSV file
            </Typography>
            <Typography variant="body2" id={helpId}>
              One name per line: kind, id, name, and optionally a secondary text such as a registration or
              serial. The kind is vehicle, device, company, trip or fleet; a header line is optional. An id
              already imported takes the new name.
            </Typography>
            <Box
              component="pre"
              sx={{ fontSize: 13, bgcolor: 'action.hover', p: 1, borderRadius: 1, overflowX: 'auto' }}
            >
              {example}
            </Box>
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv,text/plain"
              aria-label="CSV file of names"
              aria-describedby={helpId}
              hidden
              onChange={(event) => void onFile(event)}
            />
            <Button
              variant="outlined"
              onClick={() => input.current?.click()}
              disabled={outcome?.state === 'reading'}
            >
              Choose a CSV file…
            </Button>
            {outcome && (
              <Box sx={{ mt: 1 }}>
                <ImportResult outcome={outcome} />
              </Box>
            )}
          </Box>
          <Typography variant="body2" color="text.secondary">
            Imported names are kept in this browser only (its local storage), for {region.label}, until you
            remove them. Names are not secret: nothing else is stored, and they are never sent anywhere.
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
