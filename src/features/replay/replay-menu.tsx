import RouteIcon from '@mui/icons-material/Route';
import { Button, Menu, MenuItem, Tooltip } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventStore } from '../event-data';
import type { ReplayTarget } from '../event-url';

/** The vehicle and trip of one event, as replay targets (either may be absent). */
export function replayTargetsOf(store: EventStore, g: number | undefined): ReplayTarget[] {
  if (g === undefined) return [];
  const { dictionary } = store;
  const vehicle = dictionary.number(store.at('vehicleId', g));
  const trip = dictionary.number(store.at('tripId', g));
  return [
    ...(vehicle !== undefined ? [{ kind: 'vehicle', id: vehicle } as const] : []),
    ...(trip !== undefined ? [{ kind: 'trip', id: trip } as const] : []),
  ];
}

/** "Replay" for the selected event's vehicle or trip (the table's way in; the map's is a point's popup). */
export function ReplayMenu({
  store,
  selected,
  onStart,
}: {
  store: EventStore;
  /** The selected event (global index), if one is among the rows. */
  selected: number | undefined;
  onStart: (target: ReplayTarget) => void;
}) {
  const { t } = useTranslation('explore');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const targets = replayTargetsOf(store, selected);
  const button = (
    <Button
      startIcon={<RouteIcon />}
      disabled={targets.length === 0}
      aria-haspopup="menu"
      aria-expanded={anchor !== null}
      aria-controls={anchor ? menuId : undefined}
      onClick={(event) => setAnchor(event.currentTarget)}
    >
      {t('replay.menu.button')}
    </Button>
  );
  return (
    <>
      {targets.length === 0 ? (
        <Tooltip describeChild title={t('replay.menu.hint')}>
          <span>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {targets.map((target) => (
          <MenuItem
            key={target.kind}
            onClick={() => {
              setAnchor(null);
              onStart(target);
            }}
          >
            {t(`replay.menu.${target.kind}`, { id: target.id })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
