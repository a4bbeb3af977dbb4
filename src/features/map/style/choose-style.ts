import type { MapStyleConfig } from '../../../config/schema';

export type StyleChoice = { kind: 'offline'; notice: string | null } | { kind: 'remote'; url: string };

/**
 * Which style to load: the configured one, unless it is the offline one or a remote style already
 * failed in this session, in which case the offline map is used and a notice says why.
 */
export function chooseStyle(style: MapStyleConfig | undefined, failedUrls: ReadonlySet<string>): StyleChoice {
  if (!style || style.url === 'offline') return { kind: 'offline', notice: null };
  if (failedUrls.has(style.url)) {
    return {
      kind: 'offline',
      notice: `The "${style.label}" map could not be loaded; showing the offline map.`,
    };
  }
  return { kind: 'remote', url: style.url };
}
