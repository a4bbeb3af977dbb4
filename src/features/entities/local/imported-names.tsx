import { Alert, Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegionConfig } from '../../../config/schema';
import { formatNumber } from '../../../i18n/format';
import { entityKinds, type EntityKind } from '../entity-name';
import { kindWords } from '../kind-text';
import { removeLocalNames } from './local-names';
import { useLocalNames } from './use-local-names';

/** The names imported for a region, by kind, each kind removable, and all of them. */
export function ImportedNames({ region, onRemove }: { region: RegionConfig; onRemove: () => void }) {
  const { t } = useTranslation('entities');
  const local = useLocalNames(region.id);
  // What was last removed (a kind, or everything), worded when shown.
  const [removed, setRemoved] = useState<EntityKind | 'all' | null>(null);
  const kindsHeld = entityKinds.filter((kind) => local.byKind[kind].size > 0);
  const remove = (kind?: EntityKind) => {
    removeLocalNames(region.id, kind);
    onRemove();
    setRemoved(kind ?? 'all');
  };
  return (
    <>
      {local.problem && <Alert severity="warning">{t('imported.unreadable')}</Alert>}
      {kindsHeld.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('imported.none', { region: region.label })}
        </Typography>
      ) : (
        <Table size="small" aria-label={t('imported.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('imported.kindColumn')}</TableCell>
              <TableCell align="right">{t('imported.namesColumn')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {kindsHeld.map((kind) => (
              <TableRow key={kind}>
                <TableCell>{kindWords(t, kind).heading}</TableCell>
                <TableCell align="right">{formatNumber(local.byKind[kind].size)}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    color="error"
                    onClick={() => remove(kind)}
                    aria-label={t('imported.removeKind', { kind: kindWords(t, kind).modifier })}
                  >
                    {t('imported.remove')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {(kindsHeld.length > 0 || local.problem) && (
        <Button color="error" onClick={() => remove()} sx={{ mt: 1 }}>
          {t('imported.removeAll')}
        </Button>
      )}
      {removed && (
        <Alert severity="success" role="status" sx={{ mt: 1 }}>
          {removed === 'all'
            ? t('imported.removedAll')
            : t('imported.removedKind', { kind: kindWords(t, removed).modifier })}
        </Alert>
      )}
    </>
  );
}
