import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSummary, FoldedFilters, type FilterChip } from '../query-pages';
import { PhoneHeader } from './phone-header';

/**
 * The events page's header: on a desktop or a tablet the title, the filters as chips and the filter bar
 * folded beneath; on a phone one line, the chips, the bar and the page's actions in a sheet.
 */
export function EventsHeader({
  phone,
  chips,
  onRemoveChip,
  onShift,
  progress,
  problems,
  onBarWanted,
  filters,
  actions,
  histogram,
  end,
}: {
  phone: boolean;
  chips: readonly FilterChip[];
  onRemoveChip: (chip: FilterChip) => void;
  onShift: (direction: -1 | 1) => void;
  progress: ReactNode;
  problems: boolean;
  onBarWanted: () => void;
  /** The full filter bar and the quick filters. */
  filters: ReactNode;
  /** The toolbar's actions, in the phone's sheet. */
  actions: ReactNode;
  /** The phone's fold of the histogram. */
  histogram: { open: boolean; onToggle: () => void; controls: string };
  /** The list (or table) and map switch. */
  end: ReactNode;
}) {
  const { t } = useTranslation('events');
  const title = (
    <Typography variant="h6" component="h1" sx={{ flexShrink: 0 }}>
      {t('page.title')}
    </Typography>
  );
  const summary = (bar: { open: boolean; openBar: () => void }) => (
    <FilterSummary
      chips={chips}
      barOpen={bar.open}
      onOpenBar={bar.openBar}
      onRemove={onRemoveChip}
      onShift={onShift}
    />
  );
  if (phone)
    return (
      <PhoneHeader
        title={title}
        progress={progress}
        chips={chips.length}
        filters={
          <>
            {summary({ open: true, openBar: onBarWanted })}
            {filters}
          </>
        }
        actions={actions}
        problems={problems}
        histogram={histogram}
        end={end}
      />
    );
  return (
    <FoldedFilters
      title={title}
      summary={summary}
      progress={progress}
      filtersOpen={problems}
      onBarWanted={onBarWanted}
      end={end}
      filters={filters}
    />
  );
}
