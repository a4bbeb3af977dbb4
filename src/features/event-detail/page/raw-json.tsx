import { Paper, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { CopyButton } from '../../../components/copy-button';

/** What the API sent; `fromTable` when it is the row as the table read it, until the event's own call answers. */
export function RawJson({ value, fromTable = false }: { value: unknown; fromTable?: boolean }) {
  const text = useMemo(() => JSON.stringify(value, null, 2), [value]);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Raw JSON">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          Raw JSON
        </Typography>
        <CopyButton text={text} label="Copy JSON" />
      </Stack>
      {fromTable && (
        <Typography variant="body2" color="text.secondary">
          As read from the table's rows; what the API sends for this event alone replaces it when it arrives.
        </Typography>
      )}
      {/* Focusable, so keyboard users can scroll a long document too. */}
      <Typography
        component="pre"
        tabIndex={0}
        role="group"
        aria-label="Raw JSON text"
        sx={{ m: 0, fontSize: 13, overflow: 'auto', maxHeight: 480 }}
      >
        {text.length > 200_000
          ? `${text.slice(0, 200_000)}\n… (${text.length.toLocaleString()} characters in all; Copy JSON copies everything)`
          : text}
      </Typography>
    </Paper>
  );
}
