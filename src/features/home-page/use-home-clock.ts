import { useState } from 'react';
import { userTimeZone, useSignedIn } from '../auth';
import { resolveZone, type ZoneChoice } from '../event-url';

/**
 * The region's zone (the one its API reads dates in; the user's where that is the user's) as the links
 * write it, and "now", taken when the page opens so the cards and their cache keys agree.
 */
export function useHomeClock() {
  const { region, session } = useSignedIn();
  const tz: ZoneChoice = region.apiDateZone;
  const zone = resolveZone(tz, userTimeZone(session));
  const [now] = useState(() => Date.now());
  return { tz, zone, now, regionId: region.id, regionLabel: region.label };
}

export type HomeClock = ReturnType<typeof useHomeClock>;
