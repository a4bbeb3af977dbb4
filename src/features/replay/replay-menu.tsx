import RouteIcon from '@mui/icons-material/Route';
import { Box, Button, Menu, MenuItem, Tooltip } from '@mui/material';
import { memo, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden';
import type { EventStore } from '../event-data';
import { replayOfVehicles, type ReplayTarget } from '../event-url';

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

/**
 * "Replay" for the selected event's vehicle or trip, that vehicle from the selected event ("Replay from
 * here", paused at its time), and the vehicles the table is filtered to, together (the table's ways in; the
 * map's is a point's popup).
 */
export const ReplayMenu = memo(function ReplayMenu({
  store,
  selected,
  vehicles,
  onStart,
}: {
  store: EventStore;
  /** The selected event (global index), if one is among the rows. */
  selected: number | undefined;
  /** The vehicles the rows are filtered to (ids or include filters): "Replay these" when two or more. */
  vehicles: readonly number[];
  /** Starts a replay, at `at` (epoch ms) when given. */
  onStart: (target: ReplayTarget, at?: number) => void;
}) {
  const { t } = useTranslation('explore');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const hintId = useId();
  const [hintOpen, setHintOpen] = useState(false);
  const single = replayTargetsOf(store, selected);
  const vehicle = single.find((target) => target.kind === 'vehicle');
  const at = selected === undefined ? undefined : store.at('timeAt', selected);
  const items: { key: string; text: string; start: () => void }[] = single.map((target) => ({
    key: target.kind,
    text:
      target.kind === 'trip'
        ? t('replay.menu.trip', { id: target.id })
        : t('replay.menu.vehicle', { id: target.kind === 'vehicle' ? target.id : '' }),
    start: () => onStart(target),
  }));
  if (vehicle && vehicle.kind === 'vehicle' && at !== undefined)
    items.splice(1, 0, {
      key: 'fromHere',
      text: t('replay.menu.fromHere', { id: vehicle.id }),
      start: () => onStart(vehicle, at),
    });
  if (vehicles.length >= 2)
    items.push({
      key: 'these',
      text: t('replay.menu.these', { n: Math.min(vehicles.length, 20) }),
      start: () => onStart(replayOfVehicles(vehicles)),
    });
  const targets = items;
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
        // A disabled button takes neither the pointer nor the focus: its wrapper does, so the reason it is
        // greyed reaches a mouse, a keyboard and a screen reader alike. Any focus opens the hint, not only
        // one the browser deems visible: only the keyboard (or a click on the greyed button) gives it one.
        <Tooltip
          describeChild
          title={t('replay.menu.hint')}
          open={hintOpen}
          onOpen={() => setHintOpen(true)}
          onClose={() => setHintOpen(false)}
        >
          <span
            tabIndex={0}
            aria-describedby={hintId}
            style={{ display: 'inline-flex' }}
            onFocus={() => setHintOpen(true)}
            onBlur={() => setHintOpen(false)}
          >
            {button}
            <Box component="span" id={hintId} sx={visuallyHidden}>
              {t('replay.menu.hint')}
            </Box>
          </span>
        </Tooltip>
      ) : (
        button
      )}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {items.map((item) => (
          <MenuItem
            key={item.key}
            onClick={() => {
              setAnchor(null);
              item.start();
            }}
          >
            {item.text}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
});
