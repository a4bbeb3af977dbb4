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
import type { TFunction } from 'i18next';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegionConfig } from '../../../config/schema';
import { entityKinds } from '../entity-name';
import { kindWords } from '../kind-text';
import { ImportedNames } from './imported-names';
import { ImportResult, type ImportOutcome } from './import-result';
import { LocalNamesStorageError, saveLocalNames } from './local-names';
import { parseNamesCsv } from './parse-names-csv';

/** A names file bigger than this is surely not one (50,000 names are about 2 MB). */
const maxFileBytes = 10 * 1024 * 1024;

const example =
  'kind,id,name,secondary\nvehicle,40010024,Ute 12,ABC-123\ndevice,140010024,Dana’s tablet,356938035643809';

function sourcesText(t: TFunction<'entities'>, region: RegionConfig): string {
  const withEndpoint = entityKinds.filter((kind) => region.entities[kind]);
  if (withEndpoint.length === 0) return t('dialog.sourcesNone', { region: region.label });
  const kinds = withEndpoint.map((kind) => kindWords(t, kind).plural).join(', ');
  const missing = entityKinds.filter((kind) => !region.entities[kind]);
  if (missing.length === 0) return t('dialog.sources', { region: region.label, kinds });
  return t('dialog.sourcesAndMissing', {
    region: region.label,
    kinds,
    missing: missing.map((kind) => kindWords(t, kind).plural).join(', '),
  });
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
  const { t } = useTranslation('entities');
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
        failure: { code: 'tooLarge' },
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
          failure: { code: 'noNames' },
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
        failure:
          error instanceof LocalNamesStorageError
            ? { code: 'storage', detail: error.detail }
            : { code: 'error', message: error instanceof Error ? error.message : String(error) },
        problems: [],
      });
    }
  };

  // Removing names makes an earlier import's result stale.
  const remove = () => setOutcome(null);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('dialog.title', { region: region.label })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2">{sourcesText(t, region)}</Typography>
          <Box component="section" aria-labelledby={`${titleId}-held`}>
            <Typography id={`${titleId}-held`} variant="subtitle1" component="h3">
              {t('dialog.importedHeading')}
            </Typography>
            <ImportedNames key={imports} region={region} onRemove={remove} />
          </Box>
          <Box component="section" aria-labelledby={`${titleId}-import`}>
            <Typography id={`${titleId}-import`} variant="subtitle1" component="h3">
              {t('dialog.importHeading')}
            </Typography>
            <Typography variant="body2" id={helpId}>
              {t('dialog.importHelp')}
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
              aria-label={t('dialog.fileLabel')}
              aria-describedby={helpId}
              hidden
              onChange={(event) => void onFile(event)}
            />
            <Button
              variant="outlined"
              onClick={() => input.current?.click()}
              disabled={outcome?.state === 'reading'}
            >
              {t('dialog.choose')}
            </Button>
            {outcome && (
              <Box sx={{ mt: 1 }}>
                <ImportResult outcome={outcome} />
              </Box>
            )}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('dialog.privacy', { region: region.label })}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
