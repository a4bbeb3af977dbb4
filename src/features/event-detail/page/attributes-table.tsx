import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';

/** Whatever keys arrive, as text. */
export function AttributesTable({ attributes }: { attributes: Record<string, string> | undefined }) {
  const entries = Object.entries(attributes ?? {}).sort(([a], [b]) => a.localeCompare(b));
  if (entries.length === 0) return <Typography color="text.secondary">No attributes.</Typography>;
  return (
    <Table size="small" aria-label="Attributes">
      <TableHead>
        <TableRow>
          <TableCell>Key</TableCell>
          <TableCell>Value</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map(([key, value]) => (
          <TableRow key={key}>
            <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{key}</TableCell>
            <TableCell sx={{ wordBreak: 'break-all' }}>
              {value.length > 2000
                ? `${value.slice(0, 2000)}… (${value.length.toLocaleString()} characters)`
                : value}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
