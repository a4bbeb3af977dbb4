import type { MapStyleConfig } from '../../../config/schema';
import { i18n } from '../../../i18n/i18n';

export type StyleChoice = { kind: 'offline'; notice: string | null } | { kind: 'remote'; url: string };

/**
 * Which style to load: the configured one, unless it is the offline one or a remote style already
 * failed in this session, in which case the offline map is used and a notice says why (worded in the
 * active language: call it when the notice is shown).
 */
export function chooseStyle(style: MapStyleConfig | undefined, failedUrls: ReadonlySet<string>): StyleChoice {
  if (!style || style.url === 'offline') return { kind: 'offline', notice: null };
  if (failedUrls.has(style.url)) {
    return {
      kind: 'offline',
      notice: i18n.t('map:fallback.named', { label: style.label }),
    };
  }
  return { kind: 'remote', url: style.url };
}
