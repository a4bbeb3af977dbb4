import { Chip, Stack } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterChip } from './filter-chips';

/** The filters in force as one line of chips (the folded filter bar); what does not fit is cut short. */
export const FilterSummary = memo(function FilterSummary({ chips }: { chips: readonly FilterChip[] }) {
  // The chips' words are read at render: a language switch renders this again, and rewords them.
  const { t } = useTranslation('filters');
  return (
    <Stack
      component="ul"
      direction="row"
      spacing={1}
      aria-label={t('summary.label')}
      sx={{ listStyle: 'none', m: 0, p: 0, overflow: 'hidden', flexWrap: 'nowrap', minWidth: 0 }}
    >
      {chips.map((chip) => {
        const label = chip.label();
        return (
          <li key={chip.key} style={{ minWidth: 0, flexShrink: chip.key === 'range' ? 0 : 1 }}>
            <Chip
              size="small"
              variant="outlined"
              color={chip.problem ? 'error' : 'default'}
              label={label}
              title={label}
              sx={{ maxWidth: '100%' }}
            />
          </li>
        );
      })}
    </Stack>
  );
});
