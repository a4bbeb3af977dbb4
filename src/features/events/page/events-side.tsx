import { Stack } from '@mui/material';
import { ComparePanel } from '../../compare';
import type { EventStore, Rows } from '../../event-data';
import type { LabelOf } from '../../event-rows';
import type { ValueFilter } from '../../event-url';
import { ValuesPanel, type useValuesPanel } from '../../top-values';
import type { PageCompare } from './use-page-compare';

/** What the rows panels beside the results read, and how they filter. */
export interface SideRows {
  store: EventStore;
  rows: Rows;
  labelOf: LabelOf;
  filters: readonly ValueFilter[];
  onToggle: (filter: ValueFilter) => void;
}

/** The panels beside the results: the comparison and top values, each while open. */
export function EventsSide({
  values,
  valuesOf,
  compare,
  compareRows,
  zone,
  loading,
}: {
  values: ReturnType<typeof useValuesPanel>;
  valuesOf: SideRows;
  compare: PageCompare;
  /** The rows shown in time order: the same array through every sort, so a sort compares nothing again. */
  compareRows: Rows;
  zone: string;
  loading: boolean;
}) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'stretch' }}>
      {compare.shown && (
        <ComparePanel
          {...valuesOf}
          rows={compareRows}
          range={compare.range}
          zone={zone}
          loading={loading}
          onClose={compare.close}
        />
      )}
      {values.panel !== null && (
        <ValuesPanel
          column={values.panel}
          onColumn={values.showPanel}
          onClose={values.closePanel}
          {...valuesOf}
        />
      )}
    </Stack>
  );
}
