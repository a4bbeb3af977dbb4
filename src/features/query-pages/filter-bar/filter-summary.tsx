import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Chip, IconButton, Stack } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatestCallback } from '../../../lib/use-latest-callback';
import type { FilterChip } from './filter-chips';

/** Labels this short (a chip narrower than about 5.5rem) are never cut. */
const shortLabel = 10;

const chipLook = { size: 'small', variant: 'outlined', sx: { maxWidth: '100%' } } as const;
const noop = () => undefined;

/**
 * Never shown: a removable chip's styles (its delete icon) are in the page before the first one comes. Made
 * then, they were new CSS that restyled the whole page: some 50 ms of a first search keystroke or value
 * filter on a slow laptop. One element for good, so the summary's renders leave it alone.
 */
const removableChipStyles = (
  <li hidden>
    <Chip {...chipLook} label="" onClick={noop} onDelete={noop} />
  </li>
);

/**
 * One filter's chip, with the range's arrows beside it. Memoised on its words and state, so a change of one
 * filter (a facet, a keystroke) renders that chip, not all of them.
 */
const SummaryChip = memo(function SummaryChip({
  chipKey,
  label,
  problem,
  removable,
  arrows,
  onOpenBar,
  onRemove,
  onShift,
}: {
  chipKey: string;
  label: string;
  problem: boolean;
  removable: boolean;
  arrows: boolean;
  onOpenBar: () => void;
  onRemove: (key: string) => void;
  onShift: (direction: -1 | 1) => void;
}) {
  const { t } = useTranslation('filters');
  const remove = removable ? () => onRemove(chipKey) : undefined;
  // A short chip keeps its width; a longer one gives way, but never below a few words.
  const fixed = chipKey === 'range' || label.length <= shortLabel;
  return (
    <Stack
      component="li"
      direction="row"
      // A chip is cut at 16rem (the whole text on hover), and none below 5.5rem, so long ones (a
      // vehicle and three trips by name) cannot leave the others a word each.
      sx={{
        minWidth: fixed ? undefined : '5.5rem',
        maxWidth: chipKey === 'range' ? undefined : '16rem',
        flexShrink: fixed ? 0 : 1,
        alignItems: 'center',
      }}
    >
      {arrows && (
        <IconButton size="small" aria-label={t('range.previous')} onClick={() => onShift(-1)}>
          <ChevronLeftIcon fontSize="small" />
        </IconButton>
      )}
      <Chip
        {...chipLook}
        color={problem ? 'error' : 'default'}
        label={label}
        title={label}
        aria-label={remove ? t('summary.remove', { filter: label }) : undefined}
        onClick={remove ?? onOpenBar}
        onDelete={remove}
      />
      {arrows && (
        <IconButton size="small" aria-label={t('range.next')} onClick={() => onShift(1)}>
          <ChevronRightIcon fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
});

/**
 * The filters in force as one line of chips (the folded filter bar); what does not fit is cut short. A
 * chip that can go alone (ids, an include/exclude filter, the search) is removed by a click or Delete; the
 * others open the full bar. The range has its arrows beside it while the bar, which has its own, is shut.
 */
export const FilterSummary = memo(function FilterSummary({
  chips,
  barOpen,
  onOpenBar,
  onRemove,
  onShift,
}: {
  chips: readonly FilterChip[];
  barOpen: boolean;
  onOpenBar: () => void;
  onRemove: (chip: FilterChip) => void;
  onShift: (direction: -1 | 1) => void;
}) {
  // The chips' words are read at render: a language switch renders this again, and rewords them.
  const { t } = useTranslation('filters');
  const removeByKey = useLatestCallback((key: string) => {
    const chip = chips.find((c) => c.key === key);
    if (chip) onRemove(chip);
  });
  return (
    <Stack
      component="ul"
      direction="row"
      spacing={1}
      aria-label={t('summary.label')}
      sx={{ listStyle: 'none', m: 0, p: 0, overflow: 'hidden', flexWrap: 'nowrap', minWidth: 0 }}
    >
      {chips.map((chip) => (
        <SummaryChip
          key={chip.key}
          chipKey={chip.key}
          label={chip.label()}
          problem={chip.problem ?? false}
          removable={chip.removable ?? false}
          arrows={chip.key === 'range' && !barOpen}
          onOpenBar={onOpenBar}
          onRemove={removeByKey}
          onShift={onShift}
        />
      ))}
      {removableChipStyles}
    </Stack>
  );
});
