import { TextField } from '@mui/material';
import { useState } from 'react';
import { parseIdList } from '../filters/url-filters';

/**
 * Comma- or space-separated ids, applied on Enter or when the field loses focus. While typing, a bad
 * item is named under the field and nothing is applied, so a half-typed list never fires a request.
 */
export function IdListField({
  label,
  value,
  error,
  onCommit,
}: {
  label: string;
  value: readonly number[];
  error?: string | undefined;
  onCommit: (ids: number[]) => void;
}) {
  const committed = value.join(', ');
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? committed;
  const { ids, invalid } = parseIdList(text);
  const message = invalid.length > 0 ? `Not whole numbers: ${invalid.join(', ')}` : error;

  const commit = () => {
    if (invalid.length > 0) return;
    setDraft(null);
    if (ids.join(',') !== value.join(',')) onCommit(ids);
  };

  return (
    <TextField
      size="small"
      label={label}
      value={text}
      placeholder="Any"
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      error={Boolean(message)}
      helperText={message ?? ' '}
      sx={{ width: 160 }}
      slotProps={{ htmlInput: { inputMode: 'numeric', spellCheck: false } }}
    />
  );
}
