import { Autocomplete, Chip, TextField } from '@mui/material';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEventType, knownEventTypes } from '../../event-url';

/** Known types plus any typed in: the API's list of types is open. Empty means every type. */
export const TypesField = memo(function TypesField({
  value,
  seenTypes,
  error,
  onChange,
}: {
  value: string[];
  seenTypes: readonly string[];
  /** A problem with the types from the URL or the API, shown under the field. */
  error?: string | undefined;
  onChange: (types: string[]) => void;
}) {
  const { t } = useTranslation('filters');
  const options = [...new Set([...knownEventTypes, ...seenTypes])].sort();
  // What was refused is said until the types change (typed, Back, a link): then it no longer applies.
  const current = value.join(',');
  const [rejected, setRejected] = useState({ items: [] as string[], for: current });
  const typedProblem =
    rejected.for === current && rejected.items.length > 0
      ? t('types.rejected', { types: rejected.items.join(', ') })
      : undefined;
  const message = [typedProblem, error].filter(Boolean).join('; ') || undefined;
  return (
    <Autocomplete
      multiple
      freeSolo
      size="small"
      options={options}
      value={value}
      onChange={(_, next) => {
        const typed = next.map((type) => type.trim()).filter(Boolean);
        const accepted = [...new Set(typed.filter(isEventType))];
        setRejected({
          items: typed
            .filter((type) => !isEventType(type))
            .map((type) => (type.length > 40 ? `${type.slice(0, 40)}…` : type)),
          for: accepted.join(','),
        });
        onChange(accepted);
      }}
      renderValue={(selected, getItemProps) =>
        selected.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} label={option} size="small" {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('types.label')}
          placeholder={value.length === 0 ? t('types.all') : t('types.add')}
          error={Boolean(message)}
          helperText={message ?? (value.length === 0 ? t('types.all') : ' ')}
        />
      )}
      sx={{ minWidth: 260, flex: '1 1 260px' }}
    />
  );
});
