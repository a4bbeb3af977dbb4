import { Typography } from '@mui/material';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../lib/lazy-component';
import type { FilterBar as Bar } from '../filter-bar/filter-bar';

/**
 * The full filter bar (its fields and MUI's Autocomplete) loads when the folded header first opens: the
 * first screen shows only the summary chips.
 */
const FilterBar = lazyComponent(() =>
  import('../filter-bar/filter-bar').then((m) => ({ default: m.FilterBar })),
);

export function FilterBarSlot(props: ComponentProps<typeof Bar>) {
  const { t } = useTranslation('events');
  return (
    <FilterBar fallback={<Typography role="status">{t('page.loadingFilters')}</Typography>} {...props} />
  );
}
