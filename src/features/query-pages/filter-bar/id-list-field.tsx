import { Autocomplete, Box, Chip, TextField } from '@mui/material';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  entityDisplayName,
  formatEntity,
  searchEntityNames,
  useEntityNames,
  type EntityKind,
} from '../../entities';
import { typedIds } from './typed-ids';

/**
 * Ids of one kind, by id or by name: typing offers the names known (those of the loaded events' ids and
 * imported ones, best match first); Enter or leaving the field turns what was typed (ids, or a whole name
 * or registration) into ids. Chips show names, the id on hover. A part that is neither is named under the
 * field and nothing is applied, so a half-typed entry never fires a request.
 */
export const IdListField = memo(function IdListField({
  label,
  kind,
  value,
  error,
  onCommit,
}: {
  label: string;
  kind: EntityKind;
  value: readonly number[];
  error?: string | undefined;
  onCommit: (ids: number[]) => void;
}) {
  const { t } = useTranslation('filters');
  const { names } = useEntityNames(kind, value);
  const [input, setInput] = useState('');
  const [unknown, setUnknown] = useState<string[]>([]);
  const options = useMemo(() => searchEntityNames(names, input).map((match) => match.id), [names, input]);
  const message = unknown.length > 0 ? t(`ids.unknown.${kind}`, { items: unknown.join(', ') }) : error;

  const commit = (ids: readonly number[]) => {
    const next = [...new Set(ids)];
    if (next.join(',') !== value.join(',')) onCommit(next);
  };
  /** Typed text with the ids already chosen; false when part of it is neither id nor name. */
  const applyTyped = (text: string, chosen: readonly number[]): boolean => {
    if (text.trim() === '') return true;
    const typed = typedIds(text, names);
    setUnknown(typed.unknown);
    if (typed.unknown.length > 0) {
      setInput(text);
      return false;
    }
    commit([...chosen, ...typed.ids]);
    setInput('');
    return true;
  };

  return (
    <Autocomplete<number, true, false, true>
      multiple
      freeSolo
      size="small"
      options={options}
      filterOptions={(all) => all}
      value={value as number[]}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        // Only typing changes the text; after Enter or a choice, onChange clears it or (refused) keeps it.
        if (reason !== 'input' && reason !== 'clear') return;
        setInput(text);
        setUnknown([]);
      }}
      onChange={(_, next) => {
        const chosen = next.filter((item): item is number => typeof item === 'number');
        const text = next.filter((item): item is string => typeof item === 'string').join(', ');
        if (text === '') {
          setUnknown([]);
          setInput('');
          commit(chosen);
        } else applyTyped(text, chosen);
      }}
      onBlur={() => applyTyped(input, value)}
      getOptionLabel={(option) =>
        typeof option === 'number' ? entityDisplayName(option, names.get(option)) : option
      }
      renderOption={({ key, ...props }, option) => {
        const entity = names.get(option);
        return (
          <li key={key} {...props}>
            <Box component="span" sx={{ fontWeight: 500 }}>
              {entity?.name ?? option}
            </Box>
            <Box component="span" sx={{ color: 'text.secondary', ml: 1 }}>
              {entity?.secondary ? `${entity.secondary} · ${option}` : entity ? option : ''}
            </Box>
          </li>
        );
      }}
      renderValue={(ids, getItemProps) =>
        ids.map((id, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          const entity = typeof id === 'number' ? names.get(id) : undefined;
          return (
            <Chip
              key={key}
              size="small"
              label={typeof id === 'number' ? entityDisplayName(id, entity) : id}
              title={typeof id === 'number' ? formatEntity(id, entity, { secondary: true }) : id}
              {...itemProps}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length === 0 ? t('ids.placeholder') : undefined}
          error={Boolean(message)}
          helperText={message ?? ' '}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, spellCheck: false },
          }}
        />
      )}
      sx={{ width: 160 }}
    />
  );
});
