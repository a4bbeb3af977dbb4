import { i18n } from '../../../i18n/i18n';
import { DescribedError } from '../../../lib/api-errors';
import { isPathSafeType } from '../../event-url';

/**
 * `/v1/events/{type}` for a type, encoded. The pages refuse a type that would name another path (".",
 * "..", a slash or backslash) before they ask; this is the last place that could, so no future caller
 * sends the key to another path of the API with one.
 */
export function eventsPathOf(type: string): string {
  if (!isPathSafeType(type)) {
    throw new DescribedError(`"${type}" is not an event type`, () =>
      i18n.t('filters:problems.notEventType', { types: type }),
    );
  }
  return `/v1/events/${encodeURIComponent(type)}`;
}
