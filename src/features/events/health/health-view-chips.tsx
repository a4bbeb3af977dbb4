import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FilterChip } from '../filter-bar/filter-chips';
import { FilterSummary } from '../filter-bar/filter-summary';

const nothing = () => undefined;

/** The events page's search, include/exclude filters and area that narrow the checks, each removable. */
export function HealthViewChips(props: {
  chips: readonly FilterChip[];
  onRemove: (chip: FilterChip) => void;
}) {
  const { t } = useTranslation('events');
  if (props.chips.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Typography variant="body2" sx={{ flexShrink: 0 }}>
        {t('health.narrowedBy')}
      </Typography>
      <FilterSummary
        chips={props.chips}
        barOpen
        onOpenBar={nothing}
        onRemove={props.onRemove}
        onShift={nothing}
      />
    </Box>
  );
}
