import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { AttributeEntry } from '../../events';

const kindLabels: Record<AttributeEntry['kind'], string> = {
  string: 'text',
  number: 'number',
  boolean: 'true/false',
  null: 'null',
  json: 'JSON',
};

/** Whatever keys arrive, as text, with the JSON type each value was sent as (the spec says text). */
export function AttributesTable({ attributes }: { attributes: readonly AttributeEntry[] | undefined }) {
  const entries = [...(attributes ?? [])].sort((a, b) => a.key.localeCompare(b.key));
  if (entries.length === 0) return <Typography color="text.secondary">No attributes.</Typography>;
  return (
    <Table size="small" aria-label="Attributes">
      <TableHead>
        <TableRow>
          <TableCell>Key</TableCell>
          <TableCell>Value</TableCell>
          <TableCell>Sent as</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map(({ key, kind, text }) => (
          <TableRow key={key}>
            <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{key}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>
              {text.length > 2000
                ? `${text.slice(0, 2000)}… (${text.length.toLocaleString()} characters)`
                : text}
            </TableCell>
            <TableCell sx={{ color: kind === 'string' ? 'text.secondary' : 'warning.main' }}>
              {kindLabels[kind]}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
