import { Paper, Stack } from '@mui/material';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityKind } from '../../entities';
import type { ConstraintKey, EventFilters, FilterProblem, GeoArea, TimeWindow } from '../../event-url';
import { constraintKeys, problemText } from '../../event-url';
import { useScreenSize } from '../../../lib/screen-size';
import { AreaField } from './area-field';
import { IdListField } from './id-list-field';
import { RangeField } from './range-field';
import { TypesField } from './types-field';
import { ZoneField } from './zone-field';

const constraintKinds: Record<ConstraintKey, EntityKind> = {
  vehicleIds: 'vehicle',
  deviceIds: 'device',
  fleetIds: 'fleet',
  tripIds: 'trip',
};

/**
 * A phone's bar: one field a line, each the screen's width (side by side they wrapped into ragged rows and
 * the phone's sheet needed scrolling); the blank line a field keeps under it for a message is left out
 * there (`' '` renders as MUI's one `notranslate` span): an error then pushes the fields below down instead.
 * Over the fields' own widths and flex, hence the two classes.
 */
const oneColumn = {
  alignItems: 'stretch',
  '& > .MuiAutocomplete-root, & > .MuiTextField-root, & > .MuiStack-root': {
    width: '100%',
    minWidth: 0,
    flex: 'none',
  },
  '& .MuiFormHelperText-root:has(> .notranslate:only-child)': { display: 'none' },
} as const;

/** Memoised: a sort, a search or a facet click leaves every prop as it was, and the fields need not render. */
export const FilterBar = memo(function FilterBar({
  filters,
  problems,
  window,
  zone,
  userZone,
  seenTypes,
  onChange,
  onShift,
  area,
  onArea,
}: {
  filters: EventFilters;
  problems: readonly FilterProblem[];
  window: TimeWindow;
  zone: string;
  userZone: string | undefined;
  seenTypes: readonly string[];
  onChange: (filters: EventFilters) => void;
  onShift: (direction: -1 | 1) => void;
  /** The "who was here" area (a filter on the rows, not on what is loaded); without `onArea`, no field. */
  area: GeoArea | null;
  onArea?: (area: GeoArea | null) => void;
}) {
  const { t } = useTranslation('filters');
  const phone = useScreenSize() === 'phone';
  // Worded at each render (problems are data), so a language switch rewords them.
  const problemFor = (...params: string[]) =>
    problems
      .filter((p) => params.includes(p.param))
      .map(problemText)
      .join('; ') || undefined;

  // Each field's own writer, kept while the filters stay: a change elsewhere (the area, a problem) leaves
  // the memoised fields, and MUI's Autocomplete, unrendered.
  const onTypes = useCallback((types: string[]) => onChange({ ...filters, types }), [filters, onChange]);
  const onRange = useCallback(
    (range: EventFilters['range']) => onChange({ ...filters, range }),
    [filters, onChange],
  );
  const onZone = useCallback((tz: string) => onChange({ ...filters, tz }), [filters, onChange]);
  const onIds = useMemo(
    () =>
      Object.fromEntries(
        constraintKeys.map((key) => [
          key,
          (ids: number[]) => onChange({ ...filters, constraints: { ...filters.constraints, [key]: ids } }),
        ]),
      ) as Record<ConstraintKey, (ids: number[]) => void>,
    [filters, onChange],
  );
  return (
    <Paper variant="outlined" component="section" aria-label={t('bar.label')} sx={{ p: phone ? 1.5 : 2 }}>
      <Stack
        direction={phone ? 'column' : 'row'}
        spacing={phone ? 1.5 : 2}
        useFlexGap
        sx={phone ? oneColumn : { flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <TypesField
          value={filters.types}
          seenTypes={seenTypes}
          error={problemFor('types')}
          onChange={onTypes}
        />
        <RangeField
          range={filters.range}
          window={window}
          zone={zone}
          error={problemFor('range', 'from', 'to')}
          onChange={onRange}
          onShift={onShift}
        />
        {constraintKeys.map((key) => (
          <IdListField
            key={key}
            label={t(`constraints.${key}`)}
            kind={constraintKinds[key]}
            value={filters.constraints[key]}
            error={problemFor(key)}
            onCommit={onIds[key]}
          />
        ))}
        <ZoneField value={filters.tz} userZone={userZone} onChange={onZone} />
        {onArea && <AreaField area={area} onChange={onArea} />}
      </Stack>
    </Paper>
  );
});
