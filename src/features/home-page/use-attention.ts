import { useMemo } from 'react';
import { useEventsRange } from '../event-data';
import { defaultHealthSettings, sortHealth, useDeviceHealth } from '../device-health';
import { resolveWindow, type TimeRange } from '../event-url';
import { cardLoad } from './home-card';
import type { HomeClock } from './use-home-clock';
import { everyType } from './use-today-counts';

/** Devices listed: the few worth a look first; the health page ranks them all. */
const devicesShown = 5;

export const lastSevenDays: TimeRange = { kind: 'preset', preset: 'last7d' };

const noRows = new Uint32Array(0);

/**
 * Device health over the last seven days, every type, by the health page's checks and score: the devices
 * with the highest scores (something is wrong), worked out once the days are in, not at every day joined.
 */
export function useAttention({ zone, now }: HomeClock) {
  const window = useMemo(() => resolveWindow(lastSevenDays, zone, now), [zone, now]);
  const range = useEventsRange(everyType, window, now, true);
  const { store, allLoaded } = range;
  const health = useDeviceHealth(store, allLoaded ? store.rows : noRows, { ...defaultHealthSettings, now });
  const top = useMemo(
    () =>
      sortHealth(health.table ?? [], { by: 'score', descending: true })
        .filter((h) => h.score > 0 && !Number.isNaN(h.id))
        .slice(0, devicesShown),
    [health.table],
  );
  const ready = allLoaded && health.working === null && health.table !== null;
  return { load: cardLoad([range]), top: ready ? top : null, error: health.error };
}
