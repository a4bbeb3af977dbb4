import { useTranslation } from 'react-i18next';
import { formatEntity } from '../../entities';
import type { EventStore } from '../../event-data';
import type { ReplaySlot } from '../../replay';
import { FollowGroup } from './follow-group';
import { ReplayLayer } from './replay-layer';

/**
 * A replay on the map: each shown vehicle's (or the trip's) path, events and marker, in its colour, and
 * the camera following one of them or a fleet's group.
 */
export function ReplayLayers({
  store,
  replay,
  colors,
}: {
  store: EventStore;
  replay: ReplaySlot;
  colors: Map<string, string>;
}) {
  const { t } = useTranslation('map');
  const fleet = replay.target.kind === 'vehicles';
  const kind = replay.target.kind === 'trip' ? 'trip' : 'vehicle';
  return (
    <>
      {replay.lanes.map(
        (lane, i) =>
          !lane.hidden && (
            <ReplayLayer
              key={`${i}:${lane.id}`}
              store={store}
              lane={lane}
              index={i}
              fleet={fleet}
              clock={replay.clock}
              follow={replay.follow && (!fleet || replay.followVehicle === lane.id)}
              label={t(`replay.marker.${kind}`, { id: formatEntity(lane.id, lane.entity) })}
              colors={colors}
              onPick={replay.onPick}
            />
          ),
      )}
      {replay.follow && fleet && replay.followVehicle === null && (
        <FollowGroup lanes={replay.lanes} clock={replay.clock} />
      )}
    </>
  );
}
