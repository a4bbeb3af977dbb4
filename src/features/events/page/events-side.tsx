import { Stack } from '@mui/material';
import type { ComponentProps } from 'react';
import type { EventStore, Rows } from '../../event-data';
import { replayOfVehicles, type GeoArea, type ReplayTarget } from '../../event-url';
import { ValuesPanel } from '../../top-values';
import { WhoWasHere } from './who-was-here';

type ValuesOf = Omit<ComponentProps<typeof ValuesPanel>, 'column' | 'onColumn' | 'onClose'> & {
  store: EventStore;
};

/**
 * Beside the results: "Who was here" while an area is in force, and the top values panel when open (each
 * vehicle list can replay its vehicles together). Nothing when neither shows.
 */
export function EventsSide({
  area,
  panel,
  valuesOf,
  onColumn,
  onClosePanel,
  zone,
  rows,
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
  zone: string;
  /** The rows shown, in any order. */
  rows: Rows;
  eventsHref: (vehicleId: number) => string;
  onReplay: (target: ReplayTarget, at?: number) => void;
  onCloseArea: () => void;
}) {
  if (!area && panel === null) return null;
  return (
    <Stack spacing={1}>
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
