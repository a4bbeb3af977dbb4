import { Stack } from '@mui/material';
import type { ComponentProps } from 'react';
import { ComparePanel } from '../compare';
import type { EventStore, Rows } from '../event-data';
import { replayOfVehicles, type GeoArea, type ReplayTarget } from '../event-url';
import { ValuesPanel } from '../top-values';
import type { PageCompare } from './use-page-compare';
import { WhoWasHere } from './who-was-here';

type ValuesOf = Omit<ComponentProps<typeof ValuesPanel>, 'column' | 'onColumn' | 'onClose'> & {
  store: EventStore;
};

/**
 * Beside the results: the comparison while one is open, "Who was here" while an area is in force, and the
 * top values panel when open (each vehicle list can replay its vehicles together). The page renders it only
 * while one of them shows.
 */
export function EventsSide({
  area,
  panel,
  valuesOf,
  onColumn,
  onClosePanel,
  compare,
  zone,
  rows,
  loading,
  eventsHref,
  onReplay,
  onCloseArea,
}: {
  area: GeoArea | null;
  /** The top values panel's column, or null when it is closed. */
  panel: string | null;
  valuesOf: ValuesOf;
  onColumn: (column: string) => void;
  onClosePanel: () => void;
  compare: PageCompare;
  zone: string;
  /** The rows shown in time order: the same array through every sort, so a sort compares nothing again. */
  rows: Rows;
  /** The window's days are still arriving. */
  loading: boolean;
  eventsHref: (vehicleId: number) => string;
  onReplay: (target: ReplayTarget, at?: number) => void;
  onCloseArea: () => void;
}) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'stretch' }}>
      {compare.shown && (
        <ComparePanel
          {...valuesOf}
          rows={rows}
          range={compare.range}
          filtered={compare.filtered}
          zone={zone}
          loading={loading}
          onClose={compare.close}
        />
      )}
      {area && (
        <WhoWasHere
          store={valuesOf.store}
          rows={rows}
          zone={zone}
          labelOf={valuesOf.labelOf}
          eventsHref={eventsHref}
          onReplay={onReplay}
          onClose={onCloseArea}
        />
      )}
      {panel !== null && (
        <ValuesPanel
          column={panel}
          onColumn={onColumn}
          onClose={onClosePanel}
          onReplayVehicles={(ids) => onReplay(replayOfVehicles(ids))}
          {...valuesOf}
        />
      )}
    </Stack>
  );
}
