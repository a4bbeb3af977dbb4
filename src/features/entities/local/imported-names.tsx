import { Alert, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import type { RegionConfig } from '../../../config/schema';
import { entityKindLabels, entityKinds, type EntityKind } from '../entity-name';
import { removeLocalNames } from './local-names';
import { useLocalNames } from './use-local-names';

/** The names imported for a region, by kind, each kind removable, and all of them. */
export function ImportedNames({ region, onRemove }: { region: RegionConfig; onRemove: () => void }) {
  const local = useLocalNames(region.id);
  const [removed, setRemoved] = useState<string | null>(null);
  const kindsHeld = entityKinds.filter((kind) => local.byKind[kind].size > 0);
  const remove = (kind?: EntityKind) => {
    removeLocalNames(region.id, kind);
    onRemove();
    setRemoved(
      kind
        ? `Imported ${entityKindLabels[kind].one.toLowerCase()} names removed.`
        : 'All imported names removed.',
    );
  };
  return (
    <>
      {local.problem && <Alert severity="warning">{local.problem}</Alert>}
      {kindsHeld.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No names imported for {region.label}.
        </Typography>
      ) : (
        <Table size="small" aria-label="Imported names">
          <TableHead>
            <TableRow>
              <TableCell>Kind</TableCell>
              <TableCell align="right">Names</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {kindsHeld.map((kind) => (
              <TableRow key={kind}>
                <TableCell>{entityKindLabels[kind].many}</TableCell>
                <TableCell align="right">{local.byKind[kind].size.toLocaleString('en')}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    color="error"
                    onClick={() => remove(kind)}
                    aria-label={`Remove imported ${entityKindLabels[kind].one.toLowerCase()} names`}
                  >
                    Remove
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {(kindsHeld.length > 0 || local.problem) && (
        <Button color="error" onClick={() => remove()} sx={{ mt: 1 }}>
          Remove all imported names
        </Button>
      )}
      {removed && (
        <Alert severity="success" role="status" sx={{ mt: 1 }}>
          {removed}
        </Alert>
      )}
    </>
  );
}
