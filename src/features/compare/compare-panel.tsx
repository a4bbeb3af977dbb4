import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state';
import { formatNumber } from '../../i18n/format';
import { formatInZone } from '../../lib/format-time';
import type { EventStore, Rows } from '../event-data';
import type { LabelOf } from '../event-rows';
import type { CompareRange, ValueFilter } from '../event-url';
import { ComparedColumnTable } from './compared-column-table';
import { FoldedColumns } from './folded-columns';
import { useComparePaintedMark, useComparison } from './use-comparison';

export interface ComparePanelProps {
  store: EventStore;
  /** The rows shown (search and filters applied), over the whole window. */
  rows: Rows;
  /** The range compared, within the window; null when the link's range lies outside it. */
  range: CompareRange | null;
  /** The rows shown (search, area and value filters) against the window's other events, not a range. */
  filtered?: boolean;
  zone: string;
  /** The window's days are still arriving. */
  loading: boolean;
  labelOf: LabelOf;
  filters: readonly ValueFilter[];
  onToggle: (filter: ValueFilter) => void;
  onClose: () => void;
}

/**
 * What stands out in a range of the window against the rest of it (Honeycomb's BubbleUp): per column and
 * attribute key, the values whose share differs most, best first, each with include / exclude.
 */
export function ComparePanel(props: ComparePanelProps) {
  const { store, rows, range, filtered = false, zone, loading, onClose } = props;
  const { t } = useTranslation('explore');
  const headingId = useId();
  const { comparison, error, retry } = useComparison(store, rows, filtered ? 'filters' : range);
  useComparePaintedMark(comparison);
  const asked = filtered || range !== null;
  const table = { labelOf: props.labelOf, filters: props.filters, onToggle: props.onToggle };
  let body;
  if (!asked) body = <Typography variant="body2">{t('compare.outside')}</Typography>;
  else if (error)
    body = (
      <ErrorState
        title={t('compare.failed', { message: error.message })}
        onRetry={retry}
        retryLabel={t('compare.retry')}
      />
    );
  else if (!comparison)
    body = (
      <Box role="status">
        <Typography variant="body2">{t('compare.working')}</Typography>
        <LinearProgress aria-label={t('compare.working')} sx={{ mt: 0.5 }} />
      </Box>
    );
  else if (comparison.selectionRows === 0 || comparison.baselineRows === 0)
    body = (
      <Typography variant="body2" role="status">
        {t(
          comparison.selectionRows === 0
            ? 'compare.empty'
            : filtered
              ? 'compare.emptyFiltered'
              : 'compare.emptyBaseline',
        )}
      </Typography>
    );
  else
    body = (
      <>
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1 }}>
          {t('compare.selection', {
            count: comparison.selectionRows,
            n: formatNumber(comparison.selectionRows),
          })}
          {' · '}
          {t(filtered ? 'compare.baselineFiltered' : 'compare.baseline', {
            count: comparison.baselineRows,
            n: formatNumber(comparison.baselineRows),
          })}
        </Typography>
        {comparison.columns.length === 0 && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t(comparison.idLike.length === 0 ? 'compare.nothing' : 'compare.onlyIdLike')}
          </Typography>
        )}
        {comparison.columns.map((compared) => (
          <ComparedColumnTable key={compared.column} compared={compared} {...table} />
        ))}
        <FoldedColumns columns={comparison.idLike} {...table} />
      </>
    );
  return (
    <Box
      component="section"
      aria-label={t('compare.label')}
      aria-describedby={asked ? headingId : undefined}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, width: 460, maxWidth: '100%' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography variant="subtitle2" component="h2" sx={{ flex: 1 }}>
          {t('compare.label')}
        </Typography>
        <IconButton size="small" aria-label={t('compare.close')} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      {asked && (
        <Typography id={headingId} variant="body2" sx={{ mb: 1 }}>
          {range && !filtered
            ? t('compare.range', {
                span: `${formatInZone(range.from, zone)} – ${formatInZone(range.to, zone)}`,
              })
            : t('compare.filtered')}
        </Typography>
      )}
      {loading && asked && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('compare.partial')}
        </Typography>
      )}
      {body}
    </Box>
  );
}
