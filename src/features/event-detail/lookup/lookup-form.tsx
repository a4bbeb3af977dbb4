import {
  Autocomplete,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  TextField,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../config/config-context';
import { knownEventTypes } from '../../event-url';
import { aroundDate } from './around-date';
import { rememberAllRegions } from './all-regions-preference';
import { typesOf, type LookupForm } from './lookup-params';
import { parsePasted } from './parse-pasted';

/**
 * The lookup's form: a draft of what the URL holds, sent back as a whole on submit (the page writes it
 * to the URL, which starts the search). A pasted link or curl command fills it, its region included.
 */
export function LookupFormFields({
  initial,
  regionId,
  zone,
  apiZone,
  searching,
  onSubmit,
  onStop,
}: {
  initial: LookupForm;
  /** The page's region, where the search runs unless a paste or the select names another. */
  regionId: string;
  zone: string;
  apiZone: string | null;
  searching: boolean;
  onSubmit: (form: LookupForm, regionId: string) => void;
  onStop: () => void;
}) {
  const { t } = useTranslation('detail');
  const { regions } = useAppConfig();
  const [draft, setDraft] = useState(initial);
  const [target, setTarget] = useState(regionId);
  const change = (part: Partial<LookupForm>) => setDraft((before) => ({ ...before, ...part }));
  const { type, id, date, all } = draft;

  const idError = id !== '' && !/^\d{1,40}$/.test(id) ? t('lookup.idError') : undefined;
  const typeError = typesOf(type) === null ? t('lookup.typeError') : undefined;
  const dateError = aroundDate(date, zone, apiZone) === null ? t('lookup.aroundError') : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!id || idError || typeError || dateError) return;
    onSubmit(draft, all ? regionId : target);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack component="form" spacing={2} onSubmit={submit} aria-label={t('lookup.formLabel')}>
        <TextField
          size="small"
          label={t('lookup.paste')}
          placeholder={t('lookup.pastePlaceholder')}
          onChange={(e) => {
            const pasted = parsePasted(e.target.value, zone, regions);
            if (!pasted) return;
            change({
              type: pasted.types?.join(',') ?? '',
              id: pasted.id,
              ...(pasted.date ? { date: pasted.date } : {}),
              // The region a link or command names is where the event is: searched there alone.
              ...(pasted.regionId ? { all: false } : {}),
            });
            if (pasted.regionId) setTarget(pasted.regionId);
          }}
        />
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Autocomplete
            freeSolo
            size="small"
            options={[...knownEventTypes]}
            inputValue={type}
            onInputChange={(_, value) => change({ type: value.trim() })}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('lookup.type')}
                error={Boolean(typeError)}
                helperText={typeError ?? t('lookup.typeHelp')}
              />
            )}
            sx={{ width: 240 }}
          />
          <TextField
            size="small"
            label={t('lookup.eventId')}
            required
            value={id}
            onChange={(e) => change({ id: e.target.value.trim() })}
            error={Boolean(idError)}
            helperText={idError ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            size="small"
            label={t('lookup.around')}
            value={date}
            onChange={(e) => change({ date: e.target.value })}
            error={Boolean(dateError)}
            placeholder={t('lookup.aroundPlaceholder')}
            helperText={dateError ?? t('lookup.aroundHelp', { zone })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t('lookup.region')}
            value={target}
            disabled={all}
            onChange={(e) => setTarget(e.target.value)}
            sx={{ minWidth: 200 }}
          >
            {regions.map((region) => (
              <MenuItem key={region.id} value={region.id}>
                {region.label}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Checkbox
                checked={all}
                onChange={(e) => {
                  change({ all: e.target.checked });
                  rememberAllRegions(e.target.checked);
                }}
              />
            }
            label={t('lookup.allRegions')}
          />
        </Stack>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button type="submit" variant="contained" disabled={searching}>
            {t('lookup.find')}
          </Button>
          {searching && <Button onClick={onStop}>{t('lookup.stop')}</Button>}
        </Box>
      </Stack>
    </Paper>
  );
}
