import { useEventsData, useEventsWindow } from '../../event-data';
import { useRowsPreparer } from '../../event-rows';
import { useEventsUrl, useFilterChanges } from '../../event-url';

/**
 * What both query pages start from, composed once: the URL, the window and "now", the filter changes, the
 * rows stage's half of the store preparation, and the window's days joined in one store.
 */
export function useQueryPageSource() {
  const url = useEventsUrl();
  const clock = useEventsWindow(url);
  const changes = useFilterChanges(clock.changeFilters, clock.zone, clock.now);
  const preparer = useRowsPreparer(url.view, { entityIds: true });
  const data = useEventsData(url, clock, preparer.prepare);
  return { url, clock, changes, preparer, data };
}
