import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { attributeColumn, attributeKeyOf, valueColumnIds } from '../event-url';
import { TopValuesList, type TopValuesListProps } from './top-values-list';
import { attributeKeys, columnLabel } from '../event-rows';

/**
 * Top values beside the table, for any column or attribute key seen in the loaded events; it follows
 * the rows shown, so include and exclude can be chained while watching the table change.
 */
export function ValuesPanel({
  column,
  onColumn,
  onClose,
  ...list
}: TopValuesListProps & { onColumn: (column: string) => void; onClose: () => void }) {
  const { t } = useTranslation('explore');
  const headingId = useId();
  const keys = attributeKeys(list.store);
  // "attributes" (the table's column of them) stands for the first attribute key the events have.
  const first = keys[0];
  const shown = column === 'attributes' ? (first === undefined ? null : attributeColumn(first)) : column;
  const options = useMemo(() => {
    const attributes = keys.map(attributeColumn);
    // A column chosen earlier stays listed even when these events lack that attribute.
    return shown === null ||
      attributes.includes(shown) ||
      (valueColumnIds as readonly string[]).includes(shown)
      ? attributes
      : [shown, ...attributes];
  }, [keys, shown]);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, alignSelf: 'start' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} variant="subtitle2" component="h2" sx={{ flex: 1 }}>
          {t('values.panel.heading')}
        </Typography>
        <IconButton size="small" aria-label={t('values.panel.close')} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <TextField
        select
        disabled={shown === null}
        size="small"
        fullWidth
        label={t('values.panel.column')}
        value={shown ?? ''}
        onChange={(event) => onColumn(event.target.value)}
        slotProps={{ select: { native: true } }}
        sx={{ mb: 1 }}
      >
        <optgroup label={t('values.panel.columns')}>
          {valueColumnIds.map((id) => (
            <option key={id} value={id}>
              {columnLabel(id)}
            </option>
          ))}
        </optgroup>
        {options.length > 0 && (
          <optgroup label={t('values.panel.attributes')}>
            {options.map((id) => (
              <option key={id} value={id}>
                {attributeKeyOf(id) ?? id}
              </option>
            ))}
          </optgroup>
        )}
      </TextField>
      {shown === null ? (
        <Typography variant="body2" color="text.secondary">
          {t('values.panel.noAttributes')}
        </Typography>
      ) : (
        <TopValuesList column={shown} {...list} />
      )}
    </Box>
  );
}
