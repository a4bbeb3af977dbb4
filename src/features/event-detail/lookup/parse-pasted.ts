import { dateStringOf } from '../../../lib/time-zones';
import { isPathSafeType } from '../../event-url';

export interface PastedEvent {
  type: string;
  id: string;
  date?: string;
}

/** "ignition/123", or an app link ".../au/events/ignition/123?at=...": what the lookup form can fill in. */
export function parsePasted(text: string, zone: string): PastedEvent | null {
  const trimmed = text.trim();
  const link = /\/events\/([^/?#\s]+)\/(\d{1,15})(?:[?#]|$)/.exec(trimmed);
  if (link?.[1] && link[2]) {
    const at = Number(/[?&]at=(\d+)/.exec(trimmed)?.[1]);
    let type: string;
    try {
      type = decodeURIComponent(link[1]);
    } catch {
      return null;
    }
    if (!isPathSafeType(type)) return null;
    return {
      type,
      id: link[2],
      ...(Number.isSafeInteger(at) && at > 0 ? { date: dateStringOf(at, zone) } : {}),
    };
  }
  const short = /^([A-Za-z0-9_.:-]{1,64})\s*[/\s]\s*(\d{1,15})$/.exec(trimmed);
  return short?.[1] && short[2] && isPathSafeType(short[1]) ? { type: short[1], id: short[2] } : null;
}
