import { Autocomplete, Chip, TextField } from '@mui/material';
import { useState } from 'react';
import { knownEventTypes } from '../filters/event-filters';

const typePattern = /^[A-Za-z0-9_.:-]{1,64}$/;

/** Known types plus any typed in: the API's list of types is open. Empty means every type. */
export function TypesField({
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
  const options = [...new Set([...knownEventTypes, ...seenTypes])].sort();
  // What was refused is said until the types change (typed, Back, a link): then it no longer applies.
  const current = value.join(',');
  const [rejected, setRejected] = useState({ items: [] as string[], for: current });
  const typedProblem =
    rejected.for === current && rejected.items.length > 0
      ? `Not an event type: ${rejected.items.join(', ')} (letters, digits and _ . : - only)`
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
        const typed = next.map((t) => t.trim()).filter(Boolean);
        const accepted = [...new Set(typed.filter((t) => typePattern.test(t)))];
        setRejected({
          items: typed
            .filter((t) => !typePattern.test(t))
            .map((t) => (t.length > 40 ? `${t.slice(0, 40)}…` : t)),
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
          label="Event types"
          placeholder={value.length === 0 ? 'All types' : 'Add a type'}
          error={Boolean(message)}
          helperText={message ?? (value.length === 0 ? 'All types' : ' ')}
        />
      )}
      sx={{ minWidth: 260, flex: '1 1 260px' }}
    />
  );
}
