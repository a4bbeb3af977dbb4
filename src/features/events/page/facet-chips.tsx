import { Chip, Stack, Typography } from '@mui/material';
import type { FacetCounts } from '../table/derive-rows';
import { memo } from 'react';

function FacetGroup({
  label,
  counts,
  selected,
  onToggle,
}: {
  label: string;
  counts: Map<string, number>;
  selected: readonly string[];
  onToggle: (value: string) => void;
}) {
  // A selected value that no row has (an old link, data that changed) still shows, so it can be cleared.
  const missing = selected.filter((value) => !counts.has(value)).map((value): [string, number] => [value, 0]);
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
      {entries.map(([value, count]) => (
        <Chip
          key={value}
          size="small"
          label={`${value} ${count.toLocaleString()}`}
          color={selected.includes(value) ? 'primary' : 'default'}
          variant={selected.includes(value) ? 'filled' : 'outlined'}
          aria-pressed={selected.includes(value)}
          onClick={() => onToggle(value)}
        />
      ))}
    </Stack>
  );
}

interface FacetChipsProps {
  facets: FacetCounts;
  types: readonly string[];
  actions: readonly string[];
  onChange: (next: { types: string[]; actions: string[] }) => void;
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

// The selections are parsed from the URL afresh on every change: compare them by value.
const sameFacetProps = (before: FacetChipsProps, after: FacetChipsProps) =>
  before.facets === after.facets &&
  before.onChange === after.onChange &&
  same(before.types, after.types) &&
  same(before.actions, after.actions);

export const FacetChips = memo(function FacetChips({ facets, types, actions, onChange }: FacetChipsProps) {
  const toggle = (list: readonly string[], value: string) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
  return (
    <Stack spacing={1}>
      <FacetGroup
        label="Type"
        counts={facets.types}
        selected={types}
        onToggle={(value) => onChange({ types: toggle(types, value), actions: [...actions] })}
      />
      <FacetGroup
        label="Action"
        counts={facets.actions}
        selected={actions}
        onToggle={(value) => onChange({ types: [...types], actions: toggle(actions, value) })}
      />
    </Stack>
  );
}, sameFacetProps);
