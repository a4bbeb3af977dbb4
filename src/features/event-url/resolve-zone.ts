import { browserZone } from '../../lib/time-zones';
import type { ZoneChoice } from './event-filters';

/** The IANA zone a choice names: the user's (the browser's while the session has none), the browser's, or itself. */
export function resolveZone(choice: ZoneChoice, userZone: string | undefined): string {
  if (choice === 'user') return userZone ?? browserZone();
  if (choice === 'browser') return browserZone();
  return choice;
}
