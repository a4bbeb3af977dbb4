import { Chip, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { useOwnState } from '../../lib/use-own-state';
import { i18n } from '../../i18n/i18n';
import { absentText, valueFiltersKey, type ValueFilter } from '../event-url';
import type { FacetCounts } from '../event-rows';
import { columnLabel, type LabelOf } from '../event-rows';

/** "Vehicle is 40010024", "Action is not OFF", in the active language (call it when the text is needed). */
export function filterText(filter: ValueFilter, labelOf: LabelOf): string {
  return i18n.t(filter.mode === 'in' ? 'explore:values.chips.is' : 'explore:values.chips.isNot', {
    column: columnLabel(filter.column),
    value: labelOf(filter.column, filter.value),
  });
}

/** A count's chip as it looks pressed or not. */
const quickChipLook = (on: boolean) =>
  ({ size: 'small', color: on ? 'primary' : 'default', variant: on ? 'filled' : 'outlined' }) as const;

const noop = () => undefined;

/**
 * Never shown: a pressed chip's styles are in the page with the bar, before the first press. Made then, they
 * were new CSS that restyled the whole page (some 900 elements) in the click. One element for good.
 */
const pressedChipStyles = (
  <div hidden>
    <Chip {...quickChipLook(true)} label="" onClick={noop} />
  </div>
);

/**
 * One count as a toggle. Memoised with a callback of one identity, so a click renders again only the chip
 * whose state it changed, not every chip of both groups.
 */
const QuickChip = memo(function QuickChip({
  column,
  value,
  label,
  on,
  onToggle,
}: {
  column: 'type' | 'action';
  value: string | null;
  label: string;
  on: boolean;
  onToggle: (filter: ValueFilter) => void;
}) {
  // Pressed at once, in the click's own frame; the filters in the URL (and the rows) follow after it paints.
  const [pressed, setPressed] = useOwnState(on);
  return (
    <Chip
      {...quickChipLook(pressed)}
      label={label}
      aria-pressed={pressed}
      onClick={() => {
        setPressed(!pressed);
        onToggle({ mode: 'in', column, value });
      }}
    />
  );
});

/** The type or action counts as toggles: a click includes that value (or takes the include off). */
function QuickGroup({
  column,
  label,
  counts,
  filters,
  labelOf,
  onToggle,
}: {
  column: 'type' | 'action';
  label: string;
  counts: Map<string, number>;
  filters: readonly ValueFilter[];
  labelOf: LabelOf;
  onToggle: (filter: ValueFilter) => void;
}) {
  const included = filters
    .filter((f) => f.mode === 'in' && f.column === column)
    .map((f) => f.value ?? absentText);
  // An included value that no row has (an old link, data that changed) still shows, so it can be cleared.
  const missing = included.filter((value) => !counts.has(value)).map((value): [string, number] => [value, 0]);
  const entries = [...[...counts.entries()].sort((a, b) => b[1] - a[1]), ...missing];
  if (entries.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      role="group"
      aria-label={label}
    >
      <Typography variant="body2" color="text.secondary">
        {label}:
      </Typography>
      {entries.map(([text, count]) => {
        const value = text === absentText ? null : text;
        return (
          <QuickChip
            key={text}
            column={column}
            value={value}
            label={`${labelOf(column, value)} ${formatNumber(count)}`}
            on={included.includes(text)}
            onToggle={onToggle}
          />
        );
      })}
    </Stack>
  );
}

interface QuickFiltersProps {
  facets: FacetCounts;
  filters: readonly ValueFilter[];
  labelOf: LabelOf;
  /** One value's include filter toggled, from the filters as last written. */
  onToggle: (filter: ValueFilter) => void;
}

/**
 * The type and action counts as quick include toggles (in the full filter bar); the filters they write
 * show, removable, among the chips of the filters in force.
 */
export const QuickFilters = memo(
  function QuickFilters({ facets, filters, labelOf, onToggle }: QuickFiltersProps) {
    // Also renders the chips again when the language changes (the memo below compares data only).
    const { t } = useTranslation('explore');
    return (
      <Stack spacing={1}>
        <QuickGroup
          column="type"
          label={t('columns.type')}
          counts={facets.types}
          filters={filters}
          labelOf={labelOf}
          onToggle={onToggle}
        />
        <QuickGroup
          column="action"
          label={t('columns.action')}
          counts={facets.actions}
          filters={filters}
          labelOf={labelOf}
          onToggle={onToggle}
        />
        {pressedChipStyles}
      </Stack>
    );
  },
  // The filters are parsed from the URL afresh on every change: compare them by value.
  (before, after) =>
    before.facets === after.facets &&
    before.onToggle === after.onToggle &&
    before.labelOf === after.labelOf &&
    valueFiltersKey(before.filters) === valueFiltersKey(after.filters),
);
