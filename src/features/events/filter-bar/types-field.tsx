import { Autocomplete, Chip, TextField } from '@mui/material';
import { knownEventTypes } from '../filters/event-filters';

const typePattern = /^[A-Za-z0-9_.:-]{1,64}$/;

/** Known types plus any typed in: the API's list of types is open. Empty means every type. */
export function TypesField({
  value,
  seenTypes,
  onChange,
}: {
  value: string[];
  seenTypes: readonly string[];
  onChange: (types: string[]) => void;
}) {
  const options = [...new Set([...knownEventTypes, ...seenTypes])].sort();
  return (
    <Autocomplete
      multiple
      freeSolo
      size="small"
      options={options}
      value={value}
      onChange={(_, next) =>
        onChange([...new Set(next.map((t) => t.trim()).filter((t) => typePattern.test(t)))])
      }
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
          helperText={value.length === 0 ? 'All types' : ' '}
        />
      )}
      sx={{ minWidth: 260, flex: '1 1 260px' }}
    />
  );
}
